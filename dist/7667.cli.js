export const id = 7667;
export const ids = [7667];
export const modules = {

/***/ 27667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VJ: () => (/* binding */ ENGLISH),
  gK: () => (/* binding */ USAGE_LABELS),
  Nj: () => (/* binding */ translator)
});

// UNUSED EXPORTS: LANGUAGES, MESSAGE_KEYS, placeholders, resolveLanguage

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/de.js
const de = {
    heading: 'prlens-Review',
    incompleteTitle: 'Unvollst\u00e4ndiges Review:',
    incompleteRest: 'Nur ein Teil der \u00c4nderung wurde gepr\u00fcft ({scope}); im Rest k\u00f6nnen Probleme bleiben.',
    completeClean: 'Abgeschlossen.',
    noFindings: 'Keine Befunde.',
    complete: 'Abgeschlossen:',
    scope: '{files} in {target}',
    lensList: '(Linsen: {list})',
    coverageChanged: { one: '{n} Datei ge\u00e4ndert', other: '{n} Dateien ge\u00e4ndert' },
    coverageLeftOut: '{n} ausgelassen',
    coverageStaticNone: {
        one: 'statische Regeln decken sie nicht ab',
        other: 'statische Regeln decken keine davon ab',
    },
    coverageStatic: {
        one: 'statische Regeln lasen {n} davon ({rules})',
        other: 'statische Regeln lasen {n} davon ({rules})',
    },
    ruleCount: { one: '{n} Regel', other: '{n} Regeln' },
    coverageNoModel: 'kein Modell konfiguriert',
    coverageModel: { one: 'das Modell las {n} Datei', other: 'das Modell las {n} Dateien' },
    coverageTests: {
        one: '{n} Testdatei (manche Regeln \u00fcberspringen Tests oder stufen sie niedrig ein)',
        other: '{n} Testdateien (manche Regeln \u00fcberspringen Tests oder stufen sie niedrig ein)',
    },
    coveragePreExisting: {
        one: '{n} bereits vorhandenes Problem in ge\u00e4nderten Zeilen (auch in der Basis, nicht gepostet)',
        other: '{n} bereits vorhandene Probleme in ge\u00e4nderten Zeilen (auch in der Basis, nicht gepostet)',
    },
    coverageHeldBack: {
        one: '{n} weiterer Modellbefund zur\u00fcckgehalten (max-findings: {all}, max-minor-findings: {max}; im JSON-Bericht aufgef\u00fchrt)',
        other: '{n} weitere Modellbefunde zur\u00fcckgehalten (max-findings: {all}, max-minor-findings: {max}; im JSON-Bericht aufgef\u00fchrt)',
    },
    coverageLooked: {
        one: '{n} Datei, die generiert oder eingebunden aussieht, wurde gepr\u00fcft: die Basis kennzeichnet sie nicht so ({list})',
        other: '{n} Dateien, die generiert oder eingebunden aussehen, wurden gepr\u00fcft: die Basis kennzeichnet sie nicht so ({list})',
    },
    coverageImported: {
        one: '{n} Ergebnis von {tools} nicht gepostet (au\u00dferhalb der ge\u00e4nderten Zeilen, nicht neu oder nur informativ)',
        other: '{n} Ergebnisse von {tools} nicht gepostet (au\u00dferhalb der ge\u00e4nderten Zeilen, nicht neu oder nur informativ)',
    },
    coverageImportedNoFile: {
        one: '{n} Ergebnis von {tools} ohne Datei (kein Ort im Checkout, nicht gepostet)',
        other: '{n} Ergebnisse von {tools} ohne Datei (kein Ort im Checkout, nicht gepostet)',
    },
    coverageSuppressed: {
        one: '{n} Treffer durch einen Inline-Kommentar unterdr\u00fcckt',
        other: '{n} Treffer durch Inline-Kommentare unterdr\u00fcckt',
    },
    hiddenBelow: {
        one: '{n} Befund unter min-severity {floor} nicht gezeigt: {list}',
        other: '{n} Befunde unter min-severity {floor} nicht gezeigt: {list}',
    },
    hiddenFolded: {
        one: '{n} Befund unter min-severity {floor}, nicht inline kommentiert',
        other: '{n} Befunde unter min-severity {floor}, nicht inline kommentiert',
    },
    belowFloorCell: '{n} nicht gezeigt (unter min-severity)',
    findingCount: { one: '{n} Befund', other: '{n} Befunde' },
    fileCount: { one: '{n} Datei', other: '{n} Dateien' },
    moreFindings: { one: '{n} weiterer Befund im Bericht.', other: '{n} weitere Befunde im Bericht.' },
    tableSeverity: 'Schweregrad',
    tableFindings: 'Befunde',
    findings: 'Befunde',
    unanchored: 'Keiner ge\u00e4nderten Zeile zugeordnet',
    unanchoredSummary: '{findings}, die der Diff nicht best\u00e4tigen konnte',
    nothingFound: 'Im gepr\u00fcften Teil wurde nichts gefunden.',
    line: 'Zeile {line}',
    nearLine: '{path} nahe Zeile {line}',
    oldFile: '(alte Datei)',
    notPinned: '(nicht zugeordnet)',
    outsideChange: '{path} (nicht Teil dieser \u00c4nderung: z\u00e4hlt nicht f\u00fcr fail-on)',
    coverage: 'Abdeckung',
    targetWorktree: 'Arbeitsverzeichnis gegen\u00fcber HEAD',
    targetCommit: 'Commit {ref}',
    targetSince: '\u00c4nderungen seit {ref}',
    atLocation: '{what} in {where}',
    notPinnedCount: { one: '{n} keiner Zeile zugeordnet', other: '{n} keiner Zeile zugeordnet' },
    incompleteFlag: 'UNVOLLST\u00c4NDIG',
    suggestedChange: 'Vorgeschlagene \u00c4nderung:',
    suggestionNotApplicable: 'Vorgeschlagene \u00c4nderung (ohne Vorschlagsknopf: der Code enth\u00e4lt ein Zeilentrennzeichen, ein einzelnes CR oder `\\u{3c}!--`, hier als Escape gezeigt; \u00fcbernommen w\u00fcrde nicht der Code wie geschrieben):',
    suggestionLeftOut: '(vorgeschlagene \u00c4nderung weggelassen: zu lang f\u00fcr einen Kommentar)',
    suggestionVerified: 'Vorschlag von prlens gepr\u00fcft: angewendet, geparst und von den statischen Regeln erneut gepr\u00fcft.',
    suggestionBroken: 'Vorgeschlagene \u00c4nderung (kein Vorschlags-Button: prlens hat sie angewendet, Ergebnis: {reason}):',
    warnings: 'Warnungen',
    excluded: '{files} vom Review ausgeschlossen',
    andMore: 'und {n} weitere',
    andMoreInReport: 'und {n} weitere (siehe Bericht)',
    usage: 'Verbrauch',
    usageNone: 'keine Modellaufrufe',
    usagePrompt: '{n} Prompt-Tokens',
    usageCached: '({n} aus dem Cache)',
    usageContext: 'Kontextpakete {n} ({share} % des Prompts)',
    usageContextCut: 'durch die Einheitsgrenze gek\u00fcrzter Kontext {n}',
    usageCompletion: '{n} Antwort-Tokens',
    usageRequests: { one: '{n} Anfrage', other: '{n} Anfragen' },
    costUnknown: 'Kosten unbekannt',
    staticOnly: 'Nur statische Regeln: Es wurde kein Modellschl\u00fcssel angegeben. Setze den Input `api-key` (oder `base-url` f\u00fcr ein lokales Modell), um mit einem Sprachmodell zu pr\u00fcfen.',
    incremental: 'Inkrementelles Review der Commits nach {from} bis {to}.',
    suppressed: {
        one: '{n} Befund, der schon in einem offenen Thread steht, wurde nicht erneut gepostet.',
        other: '{n} Befunde, die schon in offenen Threads stehen, wurden nicht erneut gepostet.',
    },
    carried: {
        one: '{n} fr\u00fcherer Befund in Dateien, die dieser Lauf nicht erneut gepr\u00fcft hat, ist in seinem Thread noch offen: {list}.',
        other: '{n} fr\u00fchere Befunde in Dateien, die dieser Lauf nicht erneut gepr\u00fcft hat, sind in ihren Threads noch offen: {list}.',
    },
    carriedMore: '{list} und {n} weitere',
    overflow: 'Nicht inline gepostet: \u00fcber der Kommentargrenze',
    rejected: 'Konnte keiner Zeile zugeordnet werden',
    unreviewable: '\u00dcber die API nicht pr\u00fcfbar',
    defaultTitle: 'prlens-Befund',
    commandsHead: 'prlens-Befehle:',
    commandUnknown: 'prlens kennt den Befehl {command} nicht. Befehle:',
    commandInThread: '(als Antwort in einem Review-Thread)',
    commandsFooter: 'Schreibe `/prlens <Befehl>` oder die Kurzform, z. B. `/ask`.',
    helpAsk: '`/ask <Frage>` beantwortet eine Frage zu diesem PR anhand seines Codes, mit Dateien und Zeilen',
    helpDescribe: '`/describe` schreibt eine Zusammenfassung, einen Rundgang durch jede Datei und ein Ablaufdiagramm in die PR-Beschreibung',
    helpReview: '`/review` pr\u00fcft die Commits seit dem letzten Review; `/review full` pr\u00fcft den ganzen PR erneut',
    helpIgnore: '`/prlens ignore` unter einem prlens-Befund verhindert, dass dieser Befund in diesem PR erneut gepostet wird',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} Zeile hinzugef\u00fcgt, {deleted} gel\u00f6scht \u00b7 Linsen: {lenses}',
        other: '{n} Zeilen hinzugef\u00fcgt, {deleted} gel\u00f6scht \u00b7 Linsen: {lenses}',
    },
    pageLensesNone: 'keine',
    pageIncomplete: 'Unvollst\u00e4ndiges Review',
    pageIncompleteRest: 'nur ein Teil der \u00c4nderung wurde gepr\u00fcft; im Rest k\u00f6nnen Probleme verbleiben. Bisher {findings}.',
    pageNoReason: 'der Grund wurde nicht festgehalten',
    pageComplete: 'Review abgeschlossen',
    pageNotPinned: '({n} keiner Zeile zugeordnet)',
    pageNotReviewed: 'Nicht gepr\u00fcft ({n})',
    pageLeftOut: 'Ausgelassene Dateien, mit Grund',
    pageCalls: 'Modellaufrufe',
    pagePromptTokens: 'Prompt-Tokens',
    pageCachedTokens: 'Tokens aus dem Cache',
    pageContextTokens: 'Tokens der Kontextpakete (Anteil am Prompt)',
    pageCompletionTokens: 'Antwort-Tokens',
    pageCost: 'Kosten',
    pageCostUnknown: 'unbekannt',
    pageModelCalls: 'Modellaufrufe',
    pageFilterFindings: 'Befunde filtern',
    pageLens: 'Linse',
    pageCategory: 'Kategorie',
    pageRule: 'Regel',
    pageShown: { one: '{n} von {total} angezeigt', other: '{n} von {total} angezeigt' },
    pageConfidence: 'Konfidenz {percent}',
    pageFlaggedLine: 'markierte Zeile',
    pageSuggestion: 'Vorschlag',
    timelineNone: 'Es wurden keine Modellaufrufe aufgezeichnet.',
    timelineLabel: {
        one: 'Zeitachse von {n} Modellaufruf \u00fcber {duration}',
        other: 'Zeitachse von {n} Modellaufrufen \u00fcber {duration}',
    },
    timelineCall: 'Modellaufruf',
    timelineCacheHit: 'Cache-Treffer ({n})',
    timelineFailed: 'fehlgeschlagen',
    timelineOpen: 'keine Antwort aufgezeichnet',
    timelineCalls: { one: '{n} Aufruf', other: '{n} Aufrufe' },
    timelineSummary: {
        one: '{calls} in {n} Konversation \u00fcber {duration}',
        other: '{calls} in {n} Konversationen \u00fcber {duration}',
    },
    timelineTokens: '{prompt} ein ({cached} aus dem Cache) / {completion} aus',
    timelineGroup: 'Gruppe {group}',
    pageFooter: 'Erstellt von prlens {version}. Alles oben au\u00dfer den \u00dcberschriften stammt aus der gepr\u00fcften \u00c4nderung und von einem Modell: es wird als Text angezeigt.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/en.js
/**
 * The English messages: the source of every key. Other languages must translate every key (the
 * `Messages` type makes a missing one a compile error). `{name}` is a placeholder filled at render
 * time with text that is never translated (paths, code, counts, lists of identifiers).
 */
const en = {
    heading: 'prlens review',
    incompleteTitle: 'Incomplete review:',
    incompleteRest: 'Only part of the change was reviewed ({scope}); problems may remain in the rest.',
    completeClean: 'Complete.',
    noFindings: 'No findings.',
    complete: 'Complete:',
    scope: '{files} in {target}',
    lensList: '(lenses: {list})',
    coverageChanged: { one: '{n} file changed', other: '{n} files changed' },
    coverageLeftOut: '{n} left out',
    coverageStaticNone: { one: 'static rules cover none of it', other: 'static rules cover none of them' },
    coverageStatic: {
        one: 'static rules read {n} of them ({rules})',
        other: 'static rules read {n} of them ({rules})',
    },
    ruleCount: { one: '{n} rule', other: '{n} rules' },
    coverageNoModel: 'no model configured',
    coverageModel: { one: 'the model read {n} file', other: 'the model read {n} files' },
    coverageTests: {
        one: '{n} test file (some rules skip tests or grade them low)',
        other: '{n} test files (some rules skip tests or grade them low)',
    },
    coveragePreExisting: {
        one: '{n} pre-existing problem in changed lines (also on the base, not posted)',
        other: '{n} pre-existing problems in changed lines (also on the base, not posted)',
    },
    coverageHeldBack: {
        one: '{n} more model finding held back (max-findings: {all}, max-minor-findings: {max}; listed in the JSON report)',
        other: '{n} more model findings held back (max-findings: {all}, max-minor-findings: {max}; listed in the JSON report)',
    },
    coverageLooked: {
        one: '{n} file that looks generated or vendored was reviewed: the base does not mark it so ({list})',
        other: '{n} files that look generated or vendored were reviewed: the base does not mark them so ({list})',
    },
    coverageImported: {
        one: '{n} result of {tools} not posted (off the changed lines, not new, or informational)',
        other: '{n} results of {tools} not posted (off the changed lines, not new, or informational)',
    },
    coverageImportedNoFile: {
        one: '{n} result of {tools} not on a file (no location in the checkout, not posted)',
        other: '{n} results of {tools} not on a file (no location in the checkout, not posted)',
    },
    coverageSuppressed: {
        one: '{n} match silenced by an inline comment',
        other: '{n} matches silenced by an inline comment',
    },
    hiddenBelow: {
        one: '{n} finding below min-severity {floor} not shown: {list}',
        other: '{n} findings below min-severity {floor} not shown: {list}',
    },
    hiddenFolded: {
        one: '{n} finding below min-severity {floor}, not posted inline',
        other: '{n} findings below min-severity {floor}, not posted inline',
    },
    belowFloorCell: '{n} not shown (below min-severity)',
    findingCount: { one: '{n} finding', other: '{n} findings' },
    fileCount: { one: '{n} file', other: '{n} files' },
    moreFindings: { one: '{n} more finding in the report.', other: '{n} more findings in the report.' },
    tableSeverity: 'Severity',
    tableFindings: 'Findings',
    findings: 'Findings',
    unanchored: 'Not pinned to a changed line',
    unanchoredSummary: '{findings} the diff could not confirm',
    nothingFound: 'Nothing was found in the part that was reviewed.',
    line: 'line {line}',
    nearLine: '{path} near line {line}',
    oldFile: '(old file)',
    notPinned: '(not pinned)',
    outsideChange: '{path} (not in this change: not counted by fail-on)',
    coverage: 'Coverage',
    targetWorktree: 'working tree against HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'changes since {ref}',
    atLocation: '{what} at {where}',
    notPinnedCount: { one: '{n} not pinned to a line', other: '{n} not pinned to a line' },
    incompleteFlag: 'INCOMPLETE',
    suggestedChange: 'Suggested change:',
    suggestionNotApplicable: 'Suggested change (no suggestion button: the code holds a line separator, a lone CR or `\\u{3c}!--`, shown here as an escape, so applying it would not commit the code as written):',
    suggestionLeftOut: '(suggested change left out: too long for a comment)',
    suggestionVerified: 'Suggestion checked by prlens: applied, parsed and re-reviewed by the static rules.',
    suggestionBroken: 'Suggested change (no suggestion button: when applied, {reason}):',
    warnings: 'Warnings',
    excluded: '{files} excluded from the review',
    andMore: 'and {n} more',
    andMoreInReport: 'and {n} more (see the report)',
    usage: 'Usage',
    usageNone: 'no model calls',
    usagePrompt: '{n} prompt tokens',
    usageCached: '({n} cached)',
    usageContext: 'context packs {n} ({share}% of the prompt)',
    usageContextCut: 'context cut by the unit cap {n}',
    usageCompletion: '{n} completion tokens',
    usageRequests: { one: '{n} request', other: '{n} requests' },
    costUnknown: 'cost unknown',
    staticOnly: 'Static rules only: no model key was given. Set the `api-key` input (or `base-url` for a local model) to review with a language model.',
    incremental: 'Incremental review of the commits after {from} up to {to}.',
    suppressed: {
        one: '{n} finding already in an open thread was not posted again.',
        other: '{n} findings already in an open thread were not posted again.',
    },
    carried: {
        one: '{n} earlier finding in files this run did not re-review is still open in its review thread: {list}.',
        other: '{n} earlier findings in files this run did not re-review are still open in their review threads: {list}.',
    },
    carriedMore: '{list}, and {n} more',
    overflow: 'Not posted inline: over the comment limit',
    rejected: 'Could not be placed on a line',
    unreviewable: 'Not reviewable from the API',
    defaultTitle: 'prlens finding',
    commandsHead: 'prlens commands:',
    commandUnknown: 'prlens does not know the command {command}. Commands:',
    commandInThread: '(as a reply in a review thread)',
    commandsFooter: 'Write `/prlens <command>` or the short form, e.g. `/ask`.',
    helpAsk: '`/ask <question>` answers a question about this PR from its code, citing files and lines',
    helpDescribe: '`/describe` writes a summary, a per-file walkthrough and a flow diagram into the PR description',
    helpReview: '`/review` reviews the commits since the last review; `/review full` reviews the whole PR again',
    helpIgnore: '`/prlens ignore` under a prlens finding stops that finding from being posted again on this PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} line added, {deleted} deleted \u00b7 lenses: {lenses}',
        other: '{n} lines added, {deleted} deleted \u00b7 lenses: {lenses}',
    },
    pageLensesNone: 'none',
    pageIncomplete: 'Incomplete review',
    pageIncompleteRest: 'only part of the change was reviewed; problems may remain in the rest. {findings} so far.',
    pageNoReason: 'the reason was not recorded',
    pageComplete: 'Review complete',
    pageNotPinned: '({n} not pinned to a line)',
    pageNotReviewed: 'Not reviewed ({n})',
    pageLeftOut: 'Files left out, with the reason',
    pageCalls: 'model calls',
    pagePromptTokens: 'prompt tokens',
    pageCachedTokens: 'cached tokens',
    pageContextTokens: 'context-pack tokens (share of the prompt)',
    pageCompletionTokens: 'completion tokens',
    pageCost: 'cost',
    pageCostUnknown: 'unknown',
    pageModelCalls: 'Model calls',
    // The page's filters and finding cards (src/report/html/findings.ts; script.ts rewrites pageShown).
    pageFilterFindings: 'Filter findings',
    pageLens: 'Lens',
    pageCategory: 'Category',
    pageRule: 'Rule',
    pageShown: { one: '{n} of {total} shown', other: '{n} of {total} shown' },
    pageConfidence: 'confidence {percent}',
    pageFlaggedLine: 'flagged line',
    pageSuggestion: 'suggestion',
    // The timeline of model calls (src/report/html/timeline.ts).
    timelineNone: 'No model calls were recorded.',
    timelineLabel: {
        one: 'Timeline of {n} model call over {duration}',
        other: 'Timeline of {n} model calls over {duration}',
    },
    timelineCall: 'model call',
    timelineCacheHit: 'cache hit ({n})',
    timelineFailed: 'failed',
    timelineOpen: 'no answer recorded',
    timelineCalls: { one: '{n} call', other: '{n} calls' },
    timelineSummary: {
        one: '{calls} in {n} conversation over {duration}',
        other: '{calls} in {n} conversations over {duration}',
    },
    timelineTokens: '{prompt} in ({cached} cached) / {completion} out',
    timelineGroup: 'group {group}',
    pageFooter: 'Generated by prlens {version}. Everything above except the headings comes from the change under review and from a model: it is shown as text.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/es.js
const es = {
    heading: 'Revisi\u00f3n de prlens',
    incompleteTitle: 'Revisi\u00f3n incompleta:',
    incompleteRest: 'Solo se revis\u00f3 parte del cambio ({scope}); puede haber problemas en el resto.',
    completeClean: 'Completa.',
    noFindings: 'Sin hallazgos.',
    complete: 'Completa:',
    scope: '{files} en {target}',
    lensList: '(lentes: {list})',
    coverageChanged: { one: '{n} archivo cambiado', other: '{n} archivos cambiados' },
    coverageLeftOut: '{n} omitido(s)',
    coverageStaticNone: {
        one: 'las reglas est\u00e1ticas no lo cubren',
        other: 'las reglas est\u00e1ticas no cubren ninguno',
    },
    coverageStatic: {
        one: 'las reglas est\u00e1ticas leyeron {n} ({rules})',
        other: 'las reglas est\u00e1ticas leyeron {n} ({rules})',
    },
    ruleCount: { one: '{n} regla', other: '{n} reglas' },
    coverageNoModel: 'ning\u00fan modelo configurado',
    coverageModel: { one: 'el modelo ley\u00f3 {n} archivo', other: 'el modelo ley\u00f3 {n} archivos' },
    coverageTests: {
        one: '{n} archivo de prueba (algunas reglas omiten las pruebas o las califican bajo)',
        other: '{n} archivos de prueba (algunas reglas omiten las pruebas o las califican bajo)',
    },
    coveragePreExisting: {
        one: '{n} problema preexistente en l\u00edneas cambiadas (tambi\u00e9n en la base, no publicado)',
        other: '{n} problemas preexistentes en l\u00edneas cambiadas (tambi\u00e9n en la base, no publicados)',
    },
    coverageHeldBack: {
        one: '{n} hallazgo m\u00e1s del modelo retenido (max-findings: {all}, max-minor-findings: {max}; listado en el informe JSON)',
        other: '{n} hallazgos m\u00e1s del modelo retenidos (max-findings: {all}, max-minor-findings: {max}; listados en el informe JSON)',
    },
    coverageLooked: {
        one: '{n} archivo que parece generado o de terceros fue revisado: la base no lo marca as\u00ed ({list})',
        other: '{n} archivos que parecen generados o de terceros fueron revisados: la base no los marca as\u00ed ({list})',
    },
    coverageImported: {
        one: '{n} resultado de {tools} no publicado (fuera de las l\u00edneas cambiadas, no nuevo o informativo)',
        other: '{n} resultados de {tools} no publicados (fuera de las l\u00edneas cambiadas, no nuevos o informativos)',
    },
    coverageImportedNoFile: {
        one: '{n} resultado de {tools} sin archivo (sin ubicaci\u00f3n en el checkout, no publicado)',
        other: '{n} resultados de {tools} sin archivo (sin ubicaci\u00f3n en el checkout, no publicados)',
    },
    coverageSuppressed: {
        one: '{n} coincidencia silenciada por un comentario',
        other: '{n} coincidencias silenciadas por un comentario',
    },
    hiddenBelow: {
        one: '{n} hallazgo bajo min-severity {floor} no mostrado: {list}',
        other: '{n} hallazgos bajo min-severity {floor} no mostrados: {list}',
    },
    hiddenFolded: {
        one: '{n} hallazgo bajo min-severity {floor}, sin comentario en l\u00ednea',
        other: '{n} hallazgos bajo min-severity {floor}, sin comentario en l\u00ednea',
    },
    belowFloorCell: '{n} no mostrado(s) (bajo min-severity)',
    findingCount: { one: '{n} hallazgo', other: '{n} hallazgos' },
    fileCount: { one: '{n} archivo', other: '{n} archivos' },
    moreFindings: { one: '{n} hallazgo m\u00e1s en el informe.', other: '{n} hallazgos m\u00e1s en el informe.' },
    tableSeverity: 'Gravedad',
    tableFindings: 'Hallazgos',
    findings: 'Hallazgos',
    unanchored: 'Sin asociar a una l\u00ednea modificada',
    unanchoredSummary: '{findings} que el diff no pudo confirmar',
    nothingFound: 'No se encontr\u00f3 nada en la parte revisada.',
    line: 'l\u00ednea {line}',
    nearLine: '{path} cerca de la l\u00ednea {line}',
    oldFile: '(archivo anterior)',
    notPinned: '(sin asociar)',
    outsideChange: '{path} (fuera de este cambio: no cuenta para fail-on)',
    coverage: 'Cobertura',
    targetWorktree: '\u00e1rbol de trabajo frente a HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'cambios desde {ref}',
    atLocation: '{what} en {where}',
    notPinnedCount: { one: '{n} sin asociar a una l\u00ednea', other: '{n} sin asociar a una l\u00ednea' },
    incompleteFlag: 'INCOMPLETA',
    suggestedChange: 'Cambio sugerido:',
    suggestionNotApplicable: 'Cambio sugerido (sin bot\u00f3n de sugerencia: el c\u00f3digo contiene un separador de l\u00ednea, un CR suelto o `\\u{3c}!--`, mostrado aqu\u00ed como escape; aplicarlo no confirmar\u00eda el c\u00f3digo tal como est\u00e1 escrito):',
    suggestionLeftOut: '(cambio sugerido omitido: demasiado largo para un comentario)',
    suggestionVerified: 'Sugerencia comprobada por prlens: aplicada, analizada y revisada de nuevo por las reglas est\u00e1ticas.',
    suggestionBroken: 'Cambio sugerido (sin bot\u00f3n de sugerencia: prlens lo aplic\u00f3, resultado: {reason}):',
    warnings: 'Advertencias',
    excluded: '{files} excluidos de la revisi\u00f3n',
    andMore: 'y {n} m\u00e1s',
    andMoreInReport: 'y {n} m\u00e1s (ver el informe)',
    usage: 'Consumo',
    usageNone: 'sin llamadas al modelo',
    usagePrompt: '{n} tokens de prompt',
    usageCached: '({n} en cach\u00e9)',
    usageContext: 'paquetes de contexto {n} ({share} % del prompt)',
    usageContextCut: 'contexto recortado por el l\u00edmite de la unidad {n}',
    usageCompletion: '{n} tokens de respuesta',
    usageRequests: { one: '{n} solicitud', other: '{n} solicitudes' },
    costUnknown: 'coste desconocido',
    staticOnly: 'Solo reglas est\u00e1ticas: no se indic\u00f3 una clave de modelo. Define el input `api-key` (o `base-url` para un modelo local) para revisar con un modelo de lenguaje.',
    incremental: 'Revisi\u00f3n incremental de los commits posteriores a {from} hasta {to}.',
    suppressed: {
        one: '{n} hallazgo que ya est\u00e1 en un hilo abierto no se volvi\u00f3 a publicar.',
        other: '{n} hallazgos que ya est\u00e1n en hilos abiertos no se volvieron a publicar.',
    },
    carried: {
        one: '{n} hallazgo anterior en archivos que esta ejecuci\u00f3n no volvi\u00f3 a revisar sigue abierto en su hilo: {list}.',
        other: '{n} hallazgos anteriores en archivos que esta ejecuci\u00f3n no volvi\u00f3 a revisar siguen abiertos en sus hilos: {list}.',
    },
    carriedMore: '{list} y {n} m\u00e1s',
    overflow: 'No publicados en l\u00ednea: por encima del l\u00edmite de comentarios',
    rejected: 'No se pudieron situar en una l\u00ednea',
    unreviewable: 'No revisables desde la API',
    defaultTitle: 'Hallazgo de prlens',
    commandsHead: 'Comandos de prlens:',
    commandUnknown: 'prlens no conoce el comando {command}. Comandos:',
    commandInThread: '(como respuesta en un hilo de revisi\u00f3n)',
    commandsFooter: 'Escribe `/prlens <comando>` o la forma corta, p. ej. `/ask`.',
    helpAsk: '`/ask <pregunta>` responde una pregunta sobre este PR a partir de su c\u00f3digo, citando archivos y l\u00edneas',
    helpDescribe: '`/describe` escribe un resumen, un recorrido por archivo y un diagrama de flujo en la descripci\u00f3n del PR',
    helpReview: '`/review` revisa los commits desde la \u00faltima revisi\u00f3n; `/review full` revisa todo el PR de nuevo',
    helpIgnore: '`/prlens ignore` bajo un hallazgo de prlens evita que ese hallazgo se vuelva a publicar en este PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} l\u00ednea a\u00f1adida, {deleted} eliminadas \u00b7 lentes: {lenses}',
        other: '{n} l\u00edneas a\u00f1adidas, {deleted} eliminadas \u00b7 lentes: {lenses}',
    },
    pageLensesNone: 'ninguna',
    pageIncomplete: 'Revisi\u00f3n incompleta',
    pageIncompleteRest: 'solo se revis\u00f3 una parte del cambio; pueden quedar problemas en el resto. {findings} hasta ahora.',
    pageNoReason: 'no se registr\u00f3 el motivo',
    pageComplete: 'Revisi\u00f3n completa',
    pageNotPinned: '({n} sin fijar a una l\u00ednea)',
    pageNotReviewed: 'No revisado ({n})',
    pageLeftOut: 'Archivos omitidos, con el motivo',
    pageCalls: 'llamadas al modelo',
    pagePromptTokens: 'tokens de entrada',
    pageCachedTokens: 'tokens en cach\u00e9',
    pageContextTokens: 'tokens de paquetes de contexto (parte del prompt)',
    pageCompletionTokens: 'tokens de respuesta',
    pageCost: 'coste',
    pageCostUnknown: 'desconocido',
    pageModelCalls: 'Llamadas al modelo',
    pageFilterFindings: 'Filtrar hallazgos',
    pageLens: 'Lente',
    pageCategory: 'Categor\u00eda',
    pageRule: 'Regla',
    pageShown: { one: '{n} de {total} mostrado', other: '{n} de {total} mostrados' },
    pageConfidence: 'confianza {percent}',
    pageFlaggedLine: 'l\u00ednea se\u00f1alada',
    pageSuggestion: 'sugerencia',
    timelineNone: 'No se registr\u00f3 ninguna llamada al modelo.',
    timelineLabel: {
        one: 'Cronolog\u00eda de {n} llamada al modelo en {duration}',
        other: 'Cronolog\u00eda de {n} llamadas al modelo en {duration}',
    },
    timelineCall: 'llamada al modelo',
    timelineCacheHit: 'acierto de cach\u00e9 ({n})',
    timelineFailed: 'fallida',
    timelineOpen: 'sin respuesta registrada',
    timelineCalls: { one: '{n} llamada', other: '{n} llamadas' },
    timelineSummary: {
        one: '{calls} en {n} conversaci\u00f3n en {duration}',
        other: '{calls} en {n} conversaciones en {duration}',
    },
    timelineTokens: '{prompt} de entrada ({cached} en cach\u00e9) / {completion} de salida',
    timelineGroup: 'grupo {group}',
    pageFooter: 'Generado por prlens {version}. Todo lo anterior salvo los t\u00edtulos procede del cambio revisado y de un modelo: se muestra como texto.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/fr.js
const fr = {
    heading: 'Revue prlens',
    incompleteTitle: 'Revue incompl\u00e8te :',
    incompleteRest: 'Seule une partie du changement a \u00e9t\u00e9 revue ({scope}) ; des probl\u00e8mes peuvent subsister dans le reste.',
    completeClean: 'Termin\u00e9e.',
    noFindings: 'Aucun probl\u00e8me relev\u00e9.',
    complete: 'Termin\u00e9e :',
    scope: '{files} dans {target}',
    lensList: '(angles : {list})',
    coverageChanged: { one: '{n} fichier modifi\u00e9', other: '{n} fichiers modifi\u00e9s' },
    coverageLeftOut: '{n} \u00e9cart\u00e9(s)',
    coverageStaticNone: {
        one: "les r\u00e8gles statiques n'en couvrent rien",
        other: "les r\u00e8gles statiques n'en couvrent aucun",
    },
    coverageStatic: {
        one: 'les r\u00e8gles statiques en ont lu {n} ({rules})',
        other: 'les r\u00e8gles statiques en ont lu {n} ({rules})',
    },
    ruleCount: { one: '{n} r\u00e8gle', other: '{n} r\u00e8gles' },
    coverageNoModel: 'aucun mod\u00e8le configur\u00e9',
    coverageModel: { one: 'le mod\u00e8le a lu {n} fichier', other: 'le mod\u00e8le a lu {n} fichiers' },
    coverageTests: {
        one: '{n} fichier de test (certaines r\u00e8gles ignorent les tests ou les notent bas)',
        other: '{n} fichiers de test (certaines r\u00e8gles ignorent les tests ou les notent bas)',
    },
    coveragePreExisting: {
        one: '{n} probl\u00e8me pr\u00e9existant dans les lignes modifi\u00e9es (d\u00e9j\u00e0 dans la base, non publi\u00e9)',
        other: '{n} probl\u00e8mes pr\u00e9existants dans les lignes modifi\u00e9es (d\u00e9j\u00e0 dans la base, non publi\u00e9s)',
    },
    coverageHeldBack: {
        one: '{n} autre constat du mod\u00e8le retenu (max-findings : {all}, max-minor-findings : {max} ; list\u00e9 dans le rapport JSON)',
        other: '{n} autres constats du mod\u00e8le retenus (max-findings : {all}, max-minor-findings : {max} ; list\u00e9s dans le rapport JSON)',
    },
    coverageLooked: {
        one: '{n} fichier qui semble g\u00e9n\u00e9r\u00e9 ou vendoris\u00e9 a \u00e9t\u00e9 revu : la base ne le marque pas ainsi ({list})',
        other: '{n} fichiers qui semblent g\u00e9n\u00e9r\u00e9s ou vendoris\u00e9s ont \u00e9t\u00e9 revus : la base ne les marque pas ainsi ({list})',
    },
    coverageImported: {
        one: '{n} r\u00e9sultat de {tools} non publi\u00e9 (hors des lignes modifi\u00e9es, pas nouveau ou informatif)',
        other: '{n} r\u00e9sultats de {tools} non publi\u00e9s (hors des lignes modifi\u00e9es, pas nouveaux ou informatifs)',
    },
    coverageImportedNoFile: {
        one: '{n} r\u00e9sultat de {tools} sans fichier (aucun emplacement dans le checkout, non publi\u00e9)',
        other: '{n} r\u00e9sultats de {tools} sans fichier (aucun emplacement dans le checkout, non publi\u00e9s)',
    },
    coverageSuppressed: {
        one: '{n} correspondance r\u00e9duite au silence par un commentaire',
        other: '{n} correspondances r\u00e9duites au silence par un commentaire',
    },
    hiddenBelow: {
        one: '{n} constat sous min-severity {floor} non affich\u00e9 : {list}',
        other: '{n} constats sous min-severity {floor} non affich\u00e9s : {list}',
    },
    hiddenFolded: {
        one: '{n} constat sous min-severity {floor}, non comment\u00e9 en ligne',
        other: '{n} constats sous min-severity {floor}, non comment\u00e9s en ligne',
    },
    belowFloorCell: '{n} non affich\u00e9(s) (sous min-severity)',
    findingCount: { one: '{n} probl\u00e8me', other: '{n} probl\u00e8mes' },
    fileCount: { one: '{n} fichier', other: '{n} fichiers' },
    moreFindings: {
        one: '{n} autre probl\u00e8me dans le rapport.',
        other: '{n} autres probl\u00e8mes dans le rapport.',
    },
    tableSeverity: 'Gravit\u00e9',
    tableFindings: 'Probl\u00e8mes',
    findings: 'Probl\u00e8mes',
    unanchored: 'Non rattach\u00e9s \u00e0 une ligne modifi\u00e9e',
    unanchoredSummary: '{findings} que le diff n\u2019a pas pu confirmer',
    nothingFound: 'Rien n\u2019a \u00e9t\u00e9 trouv\u00e9 dans la partie revue.',
    line: 'ligne {line}',
    nearLine: '{path} pr\u00e8s de la ligne {line}',
    oldFile: '(ancien fichier)',
    notPinned: '(non rattach\u00e9)',
    outsideChange: '{path} (hors de ce changement : non compt\u00e9 par fail-on)',
    coverage: 'Couverture',
    targetWorktree: 'copie de travail par rapport \u00e0 HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'modifications depuis {ref}',
    atLocation: '{what} \u00e0 {where}',
    notPinnedCount: { one: '{n} non rattach\u00e9 \u00e0 une ligne', other: '{n} non rattach\u00e9s \u00e0 une ligne' },
    incompleteFlag: 'INCOMPL\u00c8TE',
    suggestedChange: 'Modification sugg\u00e9r\u00e9e :',
    suggestionNotApplicable: 'Modification sugg\u00e9r\u00e9e (sans bouton de suggestion : le code contient un s\u00e9parateur de ligne, un CR isol\u00e9 ou `\\u{3c}!--`, montr\u00e9 ici comme \u00e9chappement ; l\u2019appliquer ne validerait pas le code tel qu\u2019\u00e9crit) :',
    suggestionLeftOut: '(modification sugg\u00e9r\u00e9e omise : trop longue pour un commentaire)',
    suggestionVerified: 'Suggestion v\u00e9rifi\u00e9e par prlens : appliqu\u00e9e, analys\u00e9e et revue par les r\u00e8gles statiques.',
    suggestionBroken: 'Modification sugg\u00e9r\u00e9e (sans bouton de suggestion : prlens l\u2019a appliqu\u00e9e, r\u00e9sultat : {reason}) :',
    warnings: 'Avertissements',
    excluded: '{files} exclus de la revue',
    andMore: 'et {n} de plus',
    andMoreInReport: 'et {n} de plus (voir le rapport)',
    usage: 'Consommation',
    usageNone: 'aucun appel au mod\u00e8le',
    usagePrompt: '{n} jetons de prompt',
    usageCached: '({n} en cache)',
    usageContext: 'paquets de contexte {n} ({share} % du prompt)',
    usageContextCut: 'contexte coup\u00e9 par la limite de l\u2019unit\u00e9 {n}',
    usageCompletion: '{n} jetons de r\u00e9ponse',
    usageRequests: { one: '{n} requ\u00eate', other: '{n} requ\u00eates' },
    costUnknown: 'co\u00fbt inconnu',
    staticOnly: 'R\u00e8gles statiques uniquement : aucune cl\u00e9 de mod\u00e8le fournie. Renseignez l\u2019entr\u00e9e `api-key` (ou `base-url` pour un mod\u00e8le local) pour une revue par un mod\u00e8le de langage.',
    incremental: 'Revue incr\u00e9mentale des commits apr\u00e8s {from} jusqu\u2019\u00e0 {to}.',
    suppressed: {
        one: '{n} probl\u00e8me d\u00e9j\u00e0 pr\u00e9sent dans un fil ouvert n\u2019a pas \u00e9t\u00e9 republi\u00e9.',
        other: '{n} probl\u00e8mes d\u00e9j\u00e0 pr\u00e9sents dans des fils ouverts n\u2019ont pas \u00e9t\u00e9 republi\u00e9s.',
    },
    carried: {
        one: '{n} probl\u00e8me ant\u00e9rieur, dans des fichiers que cette ex\u00e9cution n\u2019a pas revus, reste ouvert dans son fil : {list}.',
        other: '{n} probl\u00e8mes ant\u00e9rieurs, dans des fichiers que cette ex\u00e9cution n\u2019a pas revus, restent ouverts dans leurs fils : {list}.',
    },
    carriedMore: '{list}, et {n} de plus',
    overflow: 'Non publi\u00e9s en ligne : au-del\u00e0 de la limite de commentaires',
    rejected: 'Impossible de placer sur une ligne',
    unreviewable: 'Impossible \u00e0 revoir via l\u2019API',
    defaultTitle: 'Probl\u00e8me relev\u00e9 par prlens',
    commandsHead: 'Commandes prlens :',
    commandUnknown: 'prlens ne conna\u00eet pas la commande {command}. Commandes :',
    commandInThread: '(en r\u00e9ponse dans un fil de revue)',
    commandsFooter: '\u00c9crivez `/prlens <commande>` ou la forme courte, par exemple `/ask`.',
    helpAsk: '`/ask <question>` r\u00e9pond \u00e0 une question sur cette PR \u00e0 partir de son code, en citant fichiers et lignes',
    helpDescribe: '`/describe` \u00e9crit un r\u00e9sum\u00e9, un parcours fichier par fichier et un diagramme de flux dans la description de la PR',
    helpReview: '`/review` revoit les commits depuis la derni\u00e8re revue ; `/review full` revoit toute la PR',
    helpIgnore: '`/prlens ignore` sous un probl\u00e8me relev\u00e9 par prlens emp\u00eache qu\u2019il soit republi\u00e9 sur cette PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} ligne ajout\u00e9e, {deleted} supprim\u00e9es \u00b7 angles : {lenses}',
        other: '{n} lignes ajout\u00e9es, {deleted} supprim\u00e9es \u00b7 angles : {lenses}',
    },
    pageLensesNone: 'aucun',
    pageIncomplete: 'Revue incompl\u00e8te',
    pageIncompleteRest: 'seule une partie de la modification a \u00e9t\u00e9 revue ; des probl\u00e8mes peuvent rester dans le reste. {findings} jusqu\u2019ici.',
    pageNoReason: 'la raison n\u2019a pas \u00e9t\u00e9 enregistr\u00e9e',
    pageComplete: 'Revue termin\u00e9e',
    pageNotPinned: '({n} non rattach\u00e9s \u00e0 une ligne)',
    pageNotReviewed: 'Non revus ({n})',
    pageLeftOut: 'Fichiers \u00e9cart\u00e9s, avec la raison',
    pageCalls: 'appels au mod\u00e8le',
    pagePromptTokens: 'jetons d\u2019entr\u00e9e',
    pageCachedTokens: 'jetons en cache',
    pageContextTokens: 'jetons des paquets de contexte (part du prompt)',
    pageCompletionTokens: 'jetons de r\u00e9ponse',
    pageCost: 'co\u00fbt',
    pageCostUnknown: 'inconnu',
    pageModelCalls: 'Appels au mod\u00e8le',
    pageFilterFindings: 'Filtrer les probl\u00e8mes',
    pageLens: 'Angle',
    pageCategory: 'Cat\u00e9gorie',
    pageRule: 'R\u00e8gle',
    pageShown: { one: '{n} sur {total} affich\u00e9', other: '{n} sur {total} affich\u00e9s' },
    pageConfidence: 'confiance {percent}',
    pageFlaggedLine: 'ligne signal\u00e9e',
    pageSuggestion: 'modification sugg\u00e9r\u00e9e',
    timelineNone: 'Aucun appel au mod\u00e8le n\u2019a \u00e9t\u00e9 enregistr\u00e9.',
    timelineLabel: {
        one: 'Chronologie de {n} appel au mod\u00e8le sur {duration}',
        other: 'Chronologie de {n} appels au mod\u00e8le sur {duration}',
    },
    timelineCall: 'appel au mod\u00e8le',
    timelineCacheHit: 'lu en cache ({n})',
    timelineFailed: '\u00e9chec',
    timelineOpen: 'aucune r\u00e9ponse enregistr\u00e9e',
    timelineCalls: { one: '{n} appel', other: '{n} appels' },
    timelineSummary: {
        one: '{calls} dans {n} conversation sur {duration}',
        other: '{calls} dans {n} conversations sur {duration}',
    },
    timelineTokens: '{prompt} en entr\u00e9e ({cached} en cache) / {completion} en sortie',
    timelineGroup: 'groupe {group}',
    pageFooter: 'G\u00e9n\u00e9r\u00e9 par prlens {version}. Tout ce qui pr\u00e9c\u00e8de, sauf les titres, provient de la modification revue et d\u2019un mod\u00e8le : c\u2019est affich\u00e9 comme du texte.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/ja.js
const ja = {
    heading: 'prlens \u30ec\u30d3\u30e5\u30fc',
    incompleteTitle: '\u672a\u5b8c\u4e86\u306e\u30ec\u30d3\u30e5\u30fc:',
    incompleteRest: '\u5909\u66f4\u306e\u4e00\u90e8\u306e\u307f\u3092\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3057\u305f\uff08{scope}\uff09\u3002\u6b8b\u308a\u306e\u90e8\u5206\u306b\u554f\u984c\u304c\u6b8b\u3063\u3066\u3044\u308b\u53ef\u80fd\u6027\u304c\u3042\u308a\u307e\u3059\u3002',
    completeClean: '\u5b8c\u4e86\u3002',
    noFindings: '\u6307\u6458\u306f\u3042\u308a\u307e\u305b\u3093\u3002',
    complete: '\u5b8c\u4e86:',
    scope: '{target} \u306e {files}',
    lensList: '\uff08\u89b3\u70b9: {list}\uff09',
    coverageChanged: { one: '{n} \u4ef6\u306e\u30d5\u30a1\u30a4\u30eb\u3092\u5909\u66f4', other: '{n} \u4ef6\u306e\u30d5\u30a1\u30a4\u30eb\u3092\u5909\u66f4' },
    coverageLeftOut: '{n} \u4ef6\u3092\u9664\u5916',
    coverageStaticNone: { one: '\u9759\u7684\u30eb\u30fc\u30eb\u306e\u5bfe\u8c61\u5916', other: '\u9759\u7684\u30eb\u30fc\u30eb\u306e\u5bfe\u8c61\u5916' },
    coverageStatic: {
        one: '\u9759\u7684\u30eb\u30fc\u30eb\u304c {n} \u4ef6\u3092\u8aad\u307f\u53d6\u308a ({rules})',
        other: '\u9759\u7684\u30eb\u30fc\u30eb\u304c {n} \u4ef6\u3092\u8aad\u307f\u53d6\u308a ({rules})',
    },
    ruleCount: { one: '{n} \u30eb\u30fc\u30eb', other: '{n} \u30eb\u30fc\u30eb' },
    coverageNoModel: '\u30e2\u30c7\u30eb\u672a\u8a2d\u5b9a',
    coverageModel: { one: '\u30e2\u30c7\u30eb\u304c {n} \u4ef6\u306e\u30d5\u30a1\u30a4\u30eb\u3092\u8aad\u307f\u53d6\u308a', other: '\u30e2\u30c7\u30eb\u304c {n} \u4ef6\u306e\u30d5\u30a1\u30a4\u30eb\u3092\u8aad\u307f\u53d6\u308a' },
    coverageTests: {
        one: '\u30c6\u30b9\u30c8\u30d5\u30a1\u30a4\u30eb {n} \u4ef6 (\u4e00\u90e8\u306e\u30eb\u30fc\u30eb\u306f\u30c6\u30b9\u30c8\u3092\u9664\u5916\u307e\u305f\u306f\u4f4e\u304f\u8a55\u4fa1)',
        other: '\u30c6\u30b9\u30c8\u30d5\u30a1\u30a4\u30eb {n} \u4ef6 (\u4e00\u90e8\u306e\u30eb\u30fc\u30eb\u306f\u30c6\u30b9\u30c8\u3092\u9664\u5916\u307e\u305f\u306f\u4f4e\u304f\u8a55\u4fa1)',
    },
    coveragePreExisting: {
        one: '\u5909\u66f4\u884c\u306b\u65e2\u5b58\u306e\u554f\u984c {n} \u4ef6\uff08\u30d9\u30fc\u30b9\u306b\u3082\u3042\u308a\u3001\u6295\u7a3f\u305b\u305a\uff09',
        other: '\u5909\u66f4\u884c\u306b\u65e2\u5b58\u306e\u554f\u984c {n} \u4ef6\uff08\u30d9\u30fc\u30b9\u306b\u3082\u3042\u308a\u3001\u6295\u7a3f\u305b\u305a\uff09',
    },
    coverageHeldBack: {
        one: '\u30e2\u30c7\u30eb\u306e\u6307\u6458\u3092\u3055\u3089\u306b {n} \u4ef6\u4fdd\u7559\uff08max-findings: {all}\u3001max-minor-findings: {max}\u3001JSON \u30ec\u30dd\u30fc\u30c8\u306b\u8a18\u8f09\uff09',
        other: '\u30e2\u30c7\u30eb\u306e\u6307\u6458\u3092\u3055\u3089\u306b {n} \u4ef6\u4fdd\u7559\uff08max-findings: {all}\u3001max-minor-findings: {max}\u3001JSON \u30ec\u30dd\u30fc\u30c8\u306b\u8a18\u8f09\uff09',
    },
    coverageLooked: {
        one: '\u751f\u6210\u7269\u307e\u305f\u306f\u30d9\u30f3\u30c0\u30fc\u30b3\u30fc\u30c9\u306b\u898b\u3048\u308b\u30d5\u30a1\u30a4\u30eb {n} \u4ef6\u3092\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3057\u305f\uff08\u30d9\u30fc\u30b9\u3067\u306f\u305d\u3046\u6271\u308f\u308c\u3066\u3044\u307e\u305b\u3093: {list}\uff09',
        other: '\u751f\u6210\u7269\u307e\u305f\u306f\u30d9\u30f3\u30c0\u30fc\u30b3\u30fc\u30c9\u306b\u898b\u3048\u308b\u30d5\u30a1\u30a4\u30eb {n} \u4ef6\u3092\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3057\u305f\uff08\u30d9\u30fc\u30b9\u3067\u306f\u305d\u3046\u6271\u308f\u308c\u3066\u3044\u307e\u305b\u3093: {list}\uff09',
    },
    coverageImported: {
        one: '{tools} \u306e\u7d50\u679c {n} \u4ef6\u306f\u6295\u7a3f\u305b\u305a\uff08\u5909\u66f4\u884c\u306e\u5916\u3001\u65b0\u898f\u3067\u306a\u3044\u3001\u307e\u305f\u306f\u60c5\u5831\u306e\u307f\uff09',
        other: '{tools} \u306e\u7d50\u679c {n} \u4ef6\u306f\u6295\u7a3f\u305b\u305a\uff08\u5909\u66f4\u884c\u306e\u5916\u3001\u65b0\u898f\u3067\u306a\u3044\u3001\u307e\u305f\u306f\u60c5\u5831\u306e\u307f\uff09',
    },
    coverageImportedNoFile: {
        one: '{tools} \u306e\u7d50\u679c {n} \u4ef6\u306f\u30d5\u30a1\u30a4\u30eb\u5916\uff08\u30c1\u30a7\u30c3\u30af\u30a2\u30a6\u30c8\u5185\u306b\u4f4d\u7f6e\u306a\u3057\u3001\u6295\u7a3f\u305b\u305a\uff09',
        other: '{tools} \u306e\u7d50\u679c {n} \u4ef6\u306f\u30d5\u30a1\u30a4\u30eb\u5916\uff08\u30c1\u30a7\u30c3\u30af\u30a2\u30a6\u30c8\u5185\u306b\u4f4d\u7f6e\u306a\u3057\u3001\u6295\u7a3f\u305b\u305a\uff09',
    },
    coverageSuppressed: {
        one: '\u30a4\u30f3\u30e9\u30a4\u30f3\u30b3\u30e1\u30f3\u30c8\u3067\u6291\u6b62\u3055\u308c\u305f\u4e00\u81f4 {n} \u4ef6',
        other: '\u30a4\u30f3\u30e9\u30a4\u30f3\u30b3\u30e1\u30f3\u30c8\u3067\u6291\u6b62\u3055\u308c\u305f\u4e00\u81f4 {n} \u4ef6',
    },
    hiddenBelow: {
        one: 'min-severity {floor} \u672a\u6e80\u3067\u975e\u8868\u793a\u306e\u6307\u6458 {n} \u4ef6: {list}',
        other: 'min-severity {floor} \u672a\u6e80\u3067\u975e\u8868\u793a\u306e\u6307\u6458 {n} \u4ef6: {list}',
    },
    hiddenFolded: {
        one: 'min-severity {floor} \u672a\u6e80\u306e\u6307\u6458 {n} \u4ef6\uff08\u30a4\u30f3\u30e9\u30a4\u30f3\u306b\u306f\u6295\u7a3f\u3057\u307e\u305b\u3093\uff09',
        other: 'min-severity {floor} \u672a\u6e80\u306e\u6307\u6458 {n} \u4ef6\uff08\u30a4\u30f3\u30e9\u30a4\u30f3\u306b\u306f\u6295\u7a3f\u3057\u307e\u305b\u3093\uff09',
    },
    belowFloorCell: '{n} \u4ef6\u975e\u8868\u793a (min-severity \u672a\u6e80)',
    findingCount: { one: '\u6307\u6458 {n} \u4ef6', other: '\u6307\u6458 {n} \u4ef6' },
    fileCount: { one: '{n} \u30d5\u30a1\u30a4\u30eb', other: '{n} \u30d5\u30a1\u30a4\u30eb' },
    moreFindings: {
        one: '\u307b\u304b {n} \u4ef6\u306e\u6307\u6458\u306f\u30ec\u30dd\u30fc\u30c8\u306b\u3042\u308a\u307e\u3059\u3002',
        other: '\u307b\u304b {n} \u4ef6\u306e\u6307\u6458\u306f\u30ec\u30dd\u30fc\u30c8\u306b\u3042\u308a\u307e\u3059\u3002',
    },
    tableSeverity: '\u91cd\u5927\u5ea6',
    tableFindings: '\u6307\u6458',
    findings: '\u6307\u6458',
    unanchored: '\u5909\u66f4\u884c\u306b\u7d50\u3073\u4ed8\u3051\u3089\u308c\u306a\u304b\u3063\u305f\u6307\u6458',
    unanchoredSummary: 'diff \u3067\u78ba\u8a8d\u3067\u304d\u306a\u304b\u3063\u305f{findings}',
    nothingFound: '\u30ec\u30d3\u30e5\u30fc\u3057\u305f\u90e8\u5206\u3067\u306f\u4f55\u3082\u898b\u3064\u304b\u308a\u307e\u305b\u3093\u3067\u3057\u305f\u3002',
    line: '{line} \u884c\u76ee',
    nearLine: '{path} \u306e {line} \u884c\u76ee\u4ed8\u8fd1',
    oldFile: '\uff08\u65e7\u30d5\u30a1\u30a4\u30eb\uff09',
    notPinned: '\uff08\u884c\u672a\u78ba\u5b9a\uff09',
    outsideChange: '{path}\uff08\u3053\u306e\u5909\u66f4\u306b\u542b\u307e\u308c\u306a\u3044\u30d5\u30a1\u30a4\u30eb: fail-on \u306e\u5bfe\u8c61\u5916\uff09',
    coverage: '\u5bfe\u8c61\u7bc4\u56f2',
    targetWorktree: 'HEAD \u306b\u5bfe\u3059\u308b\u4f5c\u696d\u30c4\u30ea\u30fc',
    targetCommit: '\u30b3\u30df\u30c3\u30c8 {ref}',
    targetSince: '{ref} \u4ee5\u964d\u306e\u5909\u66f4',
    atLocation: '{where} \u306e {what}',
    notPinnedCount: { one: '{n} \u4ef6\u306f\u884c\u672a\u78ba\u5b9a', other: '{n} \u4ef6\u306f\u884c\u672a\u78ba\u5b9a' },
    incompleteFlag: '\u672a\u5b8c\u4e86',
    suggestedChange: '\u5909\u66f4\u6848:',
    suggestionNotApplicable: '\u5909\u66f4\u6848\uff08\u63d0\u6848\u30dc\u30bf\u30f3\u306a\u3057: \u30b3\u30fc\u30c9\u306b\u884c\u533a\u5207\u308a\u6587\u5b57\u3001\u5358\u72ec\u306e CR \u307e\u305f\u306f `\\u{3c}!--` \u304c\u542b\u307e\u308c\u3001\u3053\u3053\u3067\u306f\u30a8\u30b9\u30b1\u30fc\u30d7\u3067\u8868\u793a\u3057\u3066\u3044\u307e\u3059\u3002\u9069\u7528\u3059\u308b\u3068\u66f8\u304b\u308c\u305f\u3068\u304a\u308a\u306e\u30b3\u30fc\u30c9\u306b\u306a\u308a\u307e\u305b\u3093\uff09:',
    suggestionLeftOut: '\uff08\u5909\u66f4\u6848\u306f\u7701\u7565: \u30b3\u30e1\u30f3\u30c8\u306b\u306f\u9577\u3059\u304e\u307e\u3059\uff09',
    suggestionVerified: 'prlens \u304c\u78ba\u8a8d\u6e08\u307f\u306e\u63d0\u6848: \u9069\u7528\u30fb\u69cb\u6587\u89e3\u6790\u3057\u3001\u9759\u7684\u30eb\u30fc\u30eb\u3067\u518d\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3057\u305f\u3002',
    suggestionBroken: '\u5909\u66f4\u6848\uff08\u63d0\u6848\u30dc\u30bf\u30f3\u306a\u3057: prlens \u304c\u9069\u7528\u3057\u305f\u7d50\u679c: {reason}\uff09:',
    warnings: '\u8b66\u544a',
    excluded: '\u30ec\u30d3\u30e5\u30fc\u5bfe\u8c61\u5916\u306e {files}',
    andMore: '\u307b\u304b {n} \u4ef6',
    andMoreInReport: '\u307b\u304b {n} \u4ef6\uff08\u30ec\u30dd\u30fc\u30c8\u3092\u53c2\u7167\uff09',
    usage: '\u4f7f\u7528\u91cf',
    usageNone: '\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057\u306a\u3057',
    usagePrompt: '\u30d7\u30ed\u30f3\u30d7\u30c8 {n} \u30c8\u30fc\u30af\u30f3',
    usageCached: '\uff08\u30ad\u30e3\u30c3\u30b7\u30e5 {n}\uff09',
    usageContext: '\u30b3\u30f3\u30c6\u30ad\u30b9\u30c8\u30d1\u30c3\u30af {n}\uff08\u30d7\u30ed\u30f3\u30d7\u30c8\u306e {share}%\uff09',
    usageContextCut: '\u30e6\u30cb\u30c3\u30c8\u4e0a\u9650\u3067\u7701\u3044\u305f\u30b3\u30f3\u30c6\u30ad\u30b9\u30c8 {n}',
    usageCompletion: '\u5fdc\u7b54 {n} \u30c8\u30fc\u30af\u30f3',
    usageRequests: { one: '{n} \u30ea\u30af\u30a8\u30b9\u30c8', other: '{n} \u30ea\u30af\u30a8\u30b9\u30c8' },
    costUnknown: '\u8cbb\u7528\u4e0d\u660e',
    staticOnly: '\u9759\u7684\u30eb\u30fc\u30eb\u306e\u307f: \u30e2\u30c7\u30eb\u306e\u30ad\u30fc\u304c\u6307\u5b9a\u3055\u308c\u3066\u3044\u307e\u305b\u3093\u3002\u8a00\u8a9e\u30e2\u30c7\u30eb\u3067\u30ec\u30d3\u30e5\u30fc\u3059\u308b\u306b\u306f `api-key` \u5165\u529b\uff08\u30ed\u30fc\u30ab\u30eb\u30e2\u30c7\u30eb\u306a\u3089 `base-url`\uff09\u3092\u8a2d\u5b9a\u3057\u3066\u304f\u3060\u3055\u3044\u3002',
    incremental: '{from} \u3088\u308a\u5f8c\u304b\u3089 {to} \u307e\u3067\u306e\u30b3\u30df\u30c3\u30c8\u306e\u5dee\u5206\u30ec\u30d3\u30e5\u30fc\u3067\u3059\u3002',
    suppressed: {
        one: '\u65e2\u306b\u672a\u89e3\u6c7a\u306e\u30b9\u30ec\u30c3\u30c9\u306b\u3042\u308b\u6307\u6458 {n} \u4ef6\u306f\u518d\u6295\u7a3f\u3057\u3066\u3044\u307e\u305b\u3093\u3002',
        other: '\u65e2\u306b\u672a\u89e3\u6c7a\u306e\u30b9\u30ec\u30c3\u30c9\u306b\u3042\u308b\u6307\u6458 {n} \u4ef6\u306f\u518d\u6295\u7a3f\u3057\u3066\u3044\u307e\u305b\u3093\u3002',
    },
    carried: {
        one: '\u4eca\u56de\u518d\u30ec\u30d3\u30e5\u30fc\u3057\u306a\u304b\u3063\u305f\u30d5\u30a1\u30a4\u30eb\u306b\u3042\u308b\u4ee5\u524d\u306e\u6307\u6458 {n} \u4ef6\u304c\u3001\u30b9\u30ec\u30c3\u30c9\u3067\u672a\u89e3\u6c7a\u306e\u307e\u307e\u3067\u3059: {list}\u3002',
        other: '\u4eca\u56de\u518d\u30ec\u30d3\u30e5\u30fc\u3057\u306a\u304b\u3063\u305f\u30d5\u30a1\u30a4\u30eb\u306b\u3042\u308b\u4ee5\u524d\u306e\u6307\u6458 {n} \u4ef6\u304c\u3001\u30b9\u30ec\u30c3\u30c9\u3067\u672a\u89e3\u6c7a\u306e\u307e\u307e\u3067\u3059: {list}\u3002',
    },
    carriedMore: '{list}\u3001\u307b\u304b {n} \u4ef6',
    overflow: '\u30a4\u30f3\u30e9\u30a4\u30f3\u306b\u6295\u7a3f\u3057\u306a\u304b\u3063\u305f\u6307\u6458\uff08\u30b3\u30e1\u30f3\u30c8\u6570\u306e\u4e0a\u9650\u8d85\u904e\uff09',
    rejected: '\u884c\u306b\u914d\u7f6e\u3067\u304d\u306a\u304b\u3063\u305f\u6307\u6458',
    unreviewable: 'API \u304b\u3089\u30ec\u30d3\u30e5\u30fc\u3067\u304d\u306a\u3044\u30d5\u30a1\u30a4\u30eb',
    defaultTitle: 'prlens \u306e\u6307\u6458',
    commandsHead: 'prlens \u306e\u30b3\u30de\u30f3\u30c9:',
    commandUnknown: 'prlens \u306f\u30b3\u30de\u30f3\u30c9 {command} \u3092\u77e5\u308a\u307e\u305b\u3093\u3002\u30b3\u30de\u30f3\u30c9:',
    commandInThread: '\uff08\u30ec\u30d3\u30e5\u30fc\u30b9\u30ec\u30c3\u30c9\u3078\u306e\u8fd4\u4fe1\u3068\u3057\u3066\uff09',
    commandsFooter: '`/prlens <\u30b3\u30de\u30f3\u30c9>` \u307e\u305f\u306f\u77ed\u7e2e\u5f62\uff08\u4f8b: `/ask`\uff09\u3067\u66f8\u3044\u3066\u304f\u3060\u3055\u3044\u3002',
    helpAsk: '`/ask <\u8cea\u554f>` \u3053\u306e PR \u306b\u3064\u3044\u3066\u306e\u8cea\u554f\u306b\u30b3\u30fc\u30c9\u304b\u3089\u7b54\u3048\u307e\u3059\uff08\u30d5\u30a1\u30a4\u30eb\u3068\u884c\u3092\u5f15\u7528\uff09',
    helpDescribe: '`/describe` \u8981\u7d04\u3001\u30d5\u30a1\u30a4\u30eb\u3054\u3068\u306e\u8aac\u660e\u3001\u30d5\u30ed\u30fc\u56f3\u3092 PR \u306e\u8aac\u660e\u306b\u66f8\u304d\u8fbc\u307f\u307e\u3059',
    helpReview: '`/review` \u524d\u56de\u306e\u30ec\u30d3\u30e5\u30fc\u4ee5\u964d\u306e\u30b3\u30df\u30c3\u30c8\u3092\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3059\u3002`/review full` \u306f PR \u5168\u4f53\u3092\u518d\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3059',
    helpIgnore: '`/prlens ignore` prlens \u306e\u6307\u6458\u306e\u4e0b\u306b\u66f8\u304f\u3068\u3001\u3053\u306e PR \u3067\u305d\u306e\u6307\u6458\u3092\u518d\u6295\u7a3f\u3057\u307e\u305b\u3093',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} \u884c\u8ffd\u52a0\u3001{deleted} \u884c\u524a\u9664 \u00b7 \u30ec\u30f3\u30ba: {lenses}',
        other: '{n} \u884c\u8ffd\u52a0\u3001{deleted} \u884c\u524a\u9664 \u00b7 \u30ec\u30f3\u30ba: {lenses}',
    },
    pageLensesNone: '\u306a\u3057',
    pageIncomplete: '\u4e0d\u5b8c\u5168\u306a\u30ec\u30d3\u30e5\u30fc',
    pageIncompleteRest: '\u5909\u66f4\u306e\u4e00\u90e8\u306e\u307f\u30ec\u30d3\u30e5\u30fc\u3057\u307e\u3057\u305f\u3002\u6b8b\u308a\u306b\u554f\u984c\u304c\u6b8b\u3063\u3066\u3044\u308b\u53ef\u80fd\u6027\u304c\u3042\u308a\u307e\u3059\u3002\u3053\u308c\u307e\u3067\u306b {findings}\u3002',
    pageNoReason: '\u7406\u7531\u306f\u8a18\u9332\u3055\u308c\u3066\u3044\u307e\u305b\u3093',
    pageComplete: '\u30ec\u30d3\u30e5\u30fc\u5b8c\u4e86',
    pageNotPinned: '(\u884c\u306b\u5bfe\u5fdc\u4ed8\u3051\u3089\u308c\u306a\u3044\u3082\u306e {n} \u4ef6)',
    pageNotReviewed: '\u30ec\u30d3\u30e5\u30fc\u5bfe\u8c61\u5916 ({n})',
    pageLeftOut: '\u9664\u5916\u3057\u305f\u30d5\u30a1\u30a4\u30eb\u3068\u7406\u7531',
    pageCalls: '\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057',
    pagePromptTokens: '\u30d7\u30ed\u30f3\u30d7\u30c8\u30c8\u30fc\u30af\u30f3',
    pageCachedTokens: '\u30ad\u30e3\u30c3\u30b7\u30e5\u6e08\u307f\u30c8\u30fc\u30af\u30f3',
    pageContextTokens: '\u30b3\u30f3\u30c6\u30ad\u30b9\u30c8\u30d1\u30c3\u30af\u306e\u30c8\u30fc\u30af\u30f3\uff08\u30d7\u30ed\u30f3\u30d7\u30c8\u6bd4\uff09',
    pageCompletionTokens: '\u5fdc\u7b54\u30c8\u30fc\u30af\u30f3',
    pageCost: '\u30b3\u30b9\u30c8',
    pageCostUnknown: '\u4e0d\u660e',
    pageModelCalls: '\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057',
    pageFilterFindings: '\u6307\u6458\u3092\u7d5e\u308a\u8fbc\u3080',
    pageLens: '\u89b3\u70b9',
    pageCategory: '\u30ab\u30c6\u30b4\u30ea',
    pageRule: '\u30eb\u30fc\u30eb',
    pageShown: { one: '{total} \u4ef6\u4e2d {n} \u4ef6\u3092\u8868\u793a', other: '{total} \u4ef6\u4e2d {n} \u4ef6\u3092\u8868\u793a' },
    pageConfidence: '\u78ba\u4fe1\u5ea6 {percent}',
    pageFlaggedLine: '\u6307\u6458\u3055\u308c\u305f\u884c',
    pageSuggestion: '\u4fee\u6b63\u6848',
    timelineNone: '\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057\u306f\u8a18\u9332\u3055\u308c\u3066\u3044\u307e\u305b\u3093\u3002',
    timelineLabel: {
        one: '{duration} \u306b\u308f\u305f\u308b\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057 {n} \u56de\u306e\u30bf\u30a4\u30e0\u30e9\u30a4\u30f3',
        other: '{duration} \u306b\u308f\u305f\u308b\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057 {n} \u56de\u306e\u30bf\u30a4\u30e0\u30e9\u30a4\u30f3',
    },
    timelineCall: '\u30e2\u30c7\u30eb\u547c\u3073\u51fa\u3057',
    timelineCacheHit: '\u30ad\u30e3\u30c3\u30b7\u30e5\u5229\u7528\uff08{n}\uff09',
    timelineFailed: '\u5931\u6557',
    timelineOpen: '\u5fdc\u7b54\u306e\u8a18\u9332\u306a\u3057',
    timelineCalls: { one: '{n} \u56de\u306e\u547c\u3073\u51fa\u3057', other: '{n} \u56de\u306e\u547c\u3073\u51fa\u3057' },
    timelineSummary: {
        one: '{n} \u4ef6\u306e\u4f1a\u8a71\u3067{calls}\uff08{duration}\uff09',
        other: '{n} \u4ef6\u306e\u4f1a\u8a71\u3067{calls}\uff08{duration}\uff09',
    },
    timelineTokens: '\u5165\u529b {prompt}\uff08\u30ad\u30e3\u30c3\u30b7\u30e5 {cached}\uff09/ \u51fa\u529b {completion}',
    timelineGroup: '\u30b0\u30eb\u30fc\u30d7 {group}',
    pageFooter: 'prlens {version} \u304c\u751f\u6210\u3057\u307e\u3057\u305f\u3002\u898b\u51fa\u3057\u3092\u9664\u304f\u4e0a\u8a18\u306e\u5185\u5bb9\u306f\u3059\u3079\u3066\u3001\u30ec\u30d3\u30e5\u30fc\u5bfe\u8c61\u306e\u5909\u66f4\u3068\u30e2\u30c7\u30eb\u306b\u7531\u6765\u3057\u3001\u30c6\u30ad\u30b9\u30c8\u3068\u3057\u3066\u8868\u793a\u3057\u3066\u3044\u307e\u3059\u3002',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/ko.js
const ko = {
    heading: 'prlens \ub9ac\ubdf0',
    incompleteTitle: '\uc644\ub8cc\ub418\uc9c0 \uc54a\uc740 \ub9ac\ubdf0:',
    incompleteRest: '\ubcc0\uacbd\uc758 \uc77c\ubd80\ub9cc \ub9ac\ubdf0\ud588\uc2b5\ub2c8\ub2e4({scope}). \ub098\uba38\uc9c0 \ubd80\ubd84\uc5d0 \ubb38\uc81c\uac00 \ub0a8\uc544 \uc788\uc744 \uc218 \uc788\uc2b5\ub2c8\ub2e4.',
    completeClean: '\uc644\ub8cc.',
    noFindings: '\ubc1c\uacac\ub41c \ubb38\uc81c\uac00 \uc5c6\uc2b5\ub2c8\ub2e4.',
    complete: '\uc644\ub8cc:',
    scope: '{target}\uc758 {files}',
    lensList: '(\uad00\uc810: {list})',
    coverageChanged: { one: '\ud30c\uc77c {n}\uac1c \ubcc0\uacbd', other: '\ud30c\uc77c {n}\uac1c \ubcc0\uacbd' },
    coverageLeftOut: '{n}\uac1c \uc81c\uc678',
    coverageStaticNone: { one: '\uc815\uc801 \uaddc\uce59\uc774 \ub2e4\ub8e8\uc9c0 \uc54a\uc74c', other: '\uc815\uc801 \uaddc\uce59\uc774 \ud558\ub098\ub3c4 \ub2e4\ub8e8\uc9c0 \uc54a\uc74c' },
    coverageStatic: {
        one: '\uc815\uc801 \uaddc\uce59\uc774 \uadf8\uc911 {n}\uac1c\ub97c \uc77d\uc74c ({rules})',
        other: '\uc815\uc801 \uaddc\uce59\uc774 \uadf8\uc911 {n}\uac1c\ub97c \uc77d\uc74c ({rules})',
    },
    ruleCount: { one: '\uaddc\uce59 {n}\uac1c', other: '\uaddc\uce59 {n}\uac1c' },
    coverageNoModel: '\ubaa8\ub378 \ubbf8\uc124\uc815',
    coverageModel: { one: '\ubaa8\ub378\uc774 \ud30c\uc77c {n}\uac1c\ub97c \uc77d\uc74c', other: '\ubaa8\ub378\uc774 \ud30c\uc77c {n}\uac1c\ub97c \uc77d\uc74c' },
    coverageTests: {
        one: '\ud14c\uc2a4\ud2b8 \ud30c\uc77c {n}\uac1c (\uc77c\ubd80 \uaddc\uce59\uc740 \ud14c\uc2a4\ud2b8\ub97c \uac74\ub108\ub6f0\uac70\ub098 \ub0ae\uac8c \ud3c9\uac00)',
        other: '\ud14c\uc2a4\ud2b8 \ud30c\uc77c {n}\uac1c (\uc77c\ubd80 \uaddc\uce59\uc740 \ud14c\uc2a4\ud2b8\ub97c \uac74\ub108\ub6f0\uac70\ub098 \ub0ae\uac8c \ud3c9\uac00)',
    },
    coveragePreExisting: {
        one: '\ubcc0\uacbd\ub41c \uc904\uc758 \uae30\uc874 \ubb38\uc81c {n}\uac74 (\uae30\uc900\uc5d0\ub3c4 \uc788\uc74c, \uac8c\uc2dc \uc548 \ud568)',
        other: '\ubcc0\uacbd\ub41c \uc904\uc758 \uae30\uc874 \ubb38\uc81c {n}\uac74 (\uae30\uc900\uc5d0\ub3c4 \uc788\uc74c, \uac8c\uc2dc \uc548 \ud568)',
    },
    coverageHeldBack: {
        one: '\ubaa8\ub378 \uc9c0\uc801 {n}\uac74 \ucd94\uac00 \ubcf4\ub958 (max-findings: {all}, max-minor-findings: {max}, JSON \ubcf4\uace0\uc11c\uc5d0 \ub098\uc5f4)',
        other: '\ubaa8\ub378 \uc9c0\uc801 {n}\uac74 \ucd94\uac00 \ubcf4\ub958 (max-findings: {all}, max-minor-findings: {max}, JSON \ubcf4\uace0\uc11c\uc5d0 \ub098\uc5f4)',
    },
    coverageLooked: {
        one: '\uc0dd\uc131\ub418\uc5c8\uac70\ub098 \uc678\ubd80 \ucf54\ub4dc\ub85c \ubcf4\uc774\ub294 \ud30c\uc77c {n}\uac1c\ub97c \ub9ac\ubdf0\ud568: \uae30\uc900\uc5d0\uc11c\ub294 \uadf8\ub807\uac8c \ud45c\uc2dc\ub418\uc9c0 \uc54a\uc74c ({list})',
        other: '\uc0dd\uc131\ub418\uc5c8\uac70\ub098 \uc678\ubd80 \ucf54\ub4dc\ub85c \ubcf4\uc774\ub294 \ud30c\uc77c {n}\uac1c\ub97c \ub9ac\ubdf0\ud568: \uae30\uc900\uc5d0\uc11c\ub294 \uadf8\ub807\uac8c \ud45c\uc2dc\ub418\uc9c0 \uc54a\uc74c ({list})',
    },
    coverageImported: {
        one: '{tools}\uc758 \uacb0\uacfc {n}\uac74\uc740 \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc74c(\ubcc0\uacbd\ub41c \uc904 \ubc16, \uc0c8\ub85c\uc6b4 \uac83\uc774 \uc544\ub2d8 \ub610\ub294 \uc815\ubcf4\uc6a9)',
        other: '{tools}\uc758 \uacb0\uacfc {n}\uac74\uc740 \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc74c(\ubcc0\uacbd\ub41c \uc904 \ubc16, \uc0c8\ub85c\uc6b4 \uac83\uc774 \uc544\ub2d8 \ub610\ub294 \uc815\ubcf4\uc6a9)',
    },
    coverageImportedNoFile: {
        one: '{tools}\uc758 \uacb0\uacfc {n}\uac74\uc740 \ud30c\uc77c \uc5c6\uc74c(\uccb4\ud06c\uc544\uc6c3 \uc548\uc758 \uc704\uce58 \uc5c6\uc74c, \uac8c\uc2dc \uc548 \ud568)',
        other: '{tools}\uc758 \uacb0\uacfc {n}\uac74\uc740 \ud30c\uc77c \uc5c6\uc74c(\uccb4\ud06c\uc544\uc6c3 \uc548\uc758 \uc704\uce58 \uc5c6\uc74c, \uac8c\uc2dc \uc548 \ud568)',
    },
    coverageSuppressed: {
        one: '\uc778\ub77c\uc778 \uc8fc\uc11d\uc73c\ub85c \uc5b5\uc81c\ub41c \uc77c\uce58 {n}\uac1c',
        other: '\uc778\ub77c\uc778 \uc8fc\uc11d\uc73c\ub85c \uc5b5\uc81c\ub41c \uc77c\uce58 {n}\uac1c',
    },
    hiddenBelow: {
        one: 'min-severity {floor} \ubbf8\ub9cc\uc774\ub77c \ud45c\uc2dc\ud558\uc9c0 \uc54a\uc740 \ubc1c\uacac {n}\uac1c: {list}',
        other: 'min-severity {floor} \ubbf8\ub9cc\uc774\ub77c \ud45c\uc2dc\ud558\uc9c0 \uc54a\uc740 \ubc1c\uacac {n}\uac1c: {list}',
    },
    hiddenFolded: {
        one: 'min-severity {floor} \ubbf8\ub9cc\uc758 \ubc1c\uacac {n}\uac1c (\uc778\ub77c\uc778\uc73c\ub85c \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc74c)',
        other: 'min-severity {floor} \ubbf8\ub9cc\uc758 \ubc1c\uacac {n}\uac1c (\uc778\ub77c\uc778\uc73c\ub85c \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc74c)',
    },
    belowFloorCell: '{n}\uac1c \ubbf8\ud45c\uc2dc (min-severity \ubbf8\ub9cc)',
    findingCount: { one: '\ubb38\uc81c {n}\uac74', other: '\ubb38\uc81c {n}\uac74' },
    fileCount: { one: '\ud30c\uc77c {n}\uac1c', other: '\ud30c\uc77c {n}\uac1c' },
    moreFindings: { one: '\ub098\uba38\uc9c0 {n}\uac74\uc740 \ubcf4\uace0\uc11c\uc5d0 \uc788\uc2b5\ub2c8\ub2e4.', other: '\ub098\uba38\uc9c0 {n}\uac74\uc740 \ubcf4\uace0\uc11c\uc5d0 \uc788\uc2b5\ub2c8\ub2e4.' },
    tableSeverity: '\uc2ec\uac01\ub3c4',
    tableFindings: '\ubb38\uc81c',
    findings: '\ubb38\uc81c',
    unanchored: '\ubcc0\uacbd\ub41c \uc904\uc5d0 \uc5f0\uacb0\ub418\uc9c0 \uc54a\uc740 \ubb38\uc81c',
    unanchoredSummary: 'diff\ub85c \ud655\uc778\ud560 \uc218 \uc5c6\uc5c8\ub358 {findings}',
    nothingFound: '\ub9ac\ubdf0\ud55c \ubd80\ubd84\uc5d0\uc11c\ub294 \uc544\ubb34\uac83\ub3c4 \ubc1c\uacac\ub418\uc9c0 \uc54a\uc558\uc2b5\ub2c8\ub2e4.',
    line: '{line}\ubc88\uc9f8 \uc904',
    nearLine: '{path}\uc758 {line}\ubc88\uc9f8 \uc904 \uadfc\ucc98',
    oldFile: '(\uc774\uc804 \ud30c\uc77c)',
    notPinned: '(\uc5f0\uacb0 \uc548 \ub428)',
    outsideChange: '{path} (\uc774 \ubcc0\uacbd\uc5d0 \uc5c6\ub294 \ud30c\uc77c: fail-on\uc5d0 \ud3ec\ud568\ub418\uc9c0 \uc54a\uc74c)',
    coverage: '\uac80\ud1a0 \ubc94\uc704',
    targetWorktree: 'HEAD \ub300\ube44 \uc791\uc5c5 \ud2b8\ub9ac',
    targetCommit: '\ucee4\ubc0b {ref}',
    targetSince: '{ref} \uc774\ud6c4 \ubcc0\uacbd',
    atLocation: '{where}\uc758 {what}',
    notPinnedCount: { one: '{n}\uac1c\ub294 \uc904\uc5d0 \uc5f0\uacb0\ub418\uc9c0 \uc54a\uc74c', other: '{n}\uac1c\ub294 \uc904\uc5d0 \uc5f0\uacb0\ub418\uc9c0 \uc54a\uc74c' },
    incompleteFlag: '\ubbf8\uc644\ub8cc',
    suggestedChange: '\uc81c\uc548\ub41c \ubcc0\uacbd:',
    suggestionNotApplicable: '\uc81c\uc548\ub41c \ubcc0\uacbd(\uc81c\uc548 \ubc84\ud2bc \uc5c6\uc74c: \ucf54\ub4dc\uc5d0 \uc904 \uad6c\ubd84 \ubb38\uc790, \ub2e8\ub3c5 CR \ub610\ub294 `\\u{3c}!--`\uac00 \uc788\uc5b4 \uc5ec\uae30\uc11c\ub294 \uc774\uc2a4\ucf00\uc774\ud504\ub85c \ud45c\uc2dc\ud569\ub2c8\ub2e4. \uc801\uc6a9\ud558\uba74 \uc791\uc131\ub41c \uadf8\ub300\ub85c\uc758 \ucf54\ub4dc\uac00 \ucee4\ubc0b\ub418\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4):',
    suggestionLeftOut: '(\uc81c\uc548\ub41c \ubcc0\uacbd \uc0dd\ub7b5: \ub313\uae00\ub85c \uc4f0\uae30\uc5d0 \ub108\ubb34 \uae41\ub2c8\ub2e4)',
    suggestionVerified: 'prlens\uac00 \ud655\uc778\ud55c \uc81c\uc548: \uc801\uc6a9\ud558\uace0 \uad6c\ubb38 \ubd84\uc11d\ud55c \ub4a4 \uc815\uc801 \uaddc\uce59\uc73c\ub85c \ub2e4\uc2dc \uac80\ud1a0\ud588\uc2b5\ub2c8\ub2e4.',
    suggestionBroken: '\uc81c\uc548\ub41c \ubcc0\uacbd (\uc81c\uc548 \ubc84\ud2bc \uc5c6\uc74c: prlens\uac00 \uc801\uc6a9\ud55c \uacb0\uacfc: {reason}):',
    warnings: '\uacbd\uace0',
    excluded: '\ub9ac\ubdf0\uc5d0\uc11c \uc81c\uc678\ub41c {files}',
    andMore: '\uc678 {n}\uac1c',
    andMoreInReport: '\uc678 {n}\uac1c(\ubcf4\uace0\uc11c \ucc38\uace0)',
    usage: '\uc0ac\uc6a9\ub7c9',
    usageNone: '\ubaa8\ub378 \ud638\ucd9c \uc5c6\uc74c',
    usagePrompt: '\ud504\ub86c\ud504\ud2b8 \ud1a0\ud070 {n}\uac1c',
    usageCached: '(\uce90\uc2dc {n}\uac1c)',
    usageContext: '\ucee8\ud14d\uc2a4\ud2b8 \ud329 {n}(\ud504\ub86c\ud504\ud2b8\uc758 {share}%)',
    usageContextCut: '\ub2e8\uc704 \uc0c1\ud55c\uc73c\ub85c \ube80 \ucee8\ud14d\uc2a4\ud2b8 {n}',
    usageCompletion: '\uc751\ub2f5 \ud1a0\ud070 {n}\uac1c',
    usageRequests: { one: '\uc694\uccad {n}\ud68c', other: '\uc694\uccad {n}\ud68c' },
    costUnknown: '\ube44\uc6a9 \uc54c \uc218 \uc5c6\uc74c',
    staticOnly: '\uc815\uc801 \uaddc\uce59\ub9cc \uc0ac\uc6a9: \ubaa8\ub378 \ud0a4\uac00 \uc5c6\uc2b5\ub2c8\ub2e4. \uc5b8\uc5b4 \ubaa8\ub378\ub85c \ub9ac\ubdf0\ud558\ub824\uba74 `api-key` \uc785\ub825(\ub85c\uceec \ubaa8\ub378\uc740 `base-url`)\uc744 \uc124\uc815\ud558\uc138\uc694.',
    incremental: '{from} \uc774\ud6c4\ubd80\ud130 {to}\uae4c\uc9c0\uc758 \ucee4\ubc0b\uc5d0 \ub300\ud55c \uc99d\ubd84 \ub9ac\ubdf0\uc785\ub2c8\ub2e4.',
    suppressed: {
        one: '\uc774\ubbf8 \uc5f4\ub9b0 \uc2a4\ub808\ub4dc\uc5d0 \uc788\ub294 \ubb38\uc81c {n}\uac74\uc740 \ub2e4\uc2dc \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc558\uc2b5\ub2c8\ub2e4.',
        other: '\uc774\ubbf8 \uc5f4\ub9b0 \uc2a4\ub808\ub4dc\uc5d0 \uc788\ub294 \ubb38\uc81c {n}\uac74\uc740 \ub2e4\uc2dc \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc558\uc2b5\ub2c8\ub2e4.',
    },
    carried: {
        one: '\uc774\ubc88\uc5d0 \ub2e4\uc2dc \ub9ac\ubdf0\ud558\uc9c0 \uc54a\uc740 \ud30c\uc77c\uc758 \uc774\uc804 \ubb38\uc81c {n}\uac74\uc774 \uc2a4\ub808\ub4dc\uc5d0\uc11c \uc544\uc9c1 \uc5f4\ub824 \uc788\uc2b5\ub2c8\ub2e4: {list}.',
        other: '\uc774\ubc88\uc5d0 \ub2e4\uc2dc \ub9ac\ubdf0\ud558\uc9c0 \uc54a\uc740 \ud30c\uc77c\uc758 \uc774\uc804 \ubb38\uc81c {n}\uac74\uc774 \uc2a4\ub808\ub4dc\uc5d0\uc11c \uc544\uc9c1 \uc5f4\ub824 \uc788\uc2b5\ub2c8\ub2e4: {list}.',
    },
    carriedMore: '{list} \uc678 {n}\uac74',
    overflow: '\uc778\ub77c\uc778\uc73c\ub85c \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc74c: \ub313\uae00 \uc218 \ud55c\ub3c4 \ucd08\uacfc',
    rejected: '\uc904\uc5d0 \ubc30\uce58\ud560 \uc218 \uc5c6\uc5c8\ub358 \ubb38\uc81c',
    unreviewable: 'API\ub85c \ub9ac\ubdf0\ud560 \uc218 \uc5c6\ub294 \ud30c\uc77c',
    defaultTitle: 'prlens \uc9c0\uc801 \uc0ac\ud56d',
    commandsHead: 'prlens \uba85\ub839:',
    commandUnknown: 'prlens\ub294 {command} \uba85\ub839\uc744 \ubaa8\ub985\ub2c8\ub2e4. \uba85\ub839:',
    commandInThread: '(\ub9ac\ubdf0 \uc2a4\ub808\ub4dc\uc758 \ub2f5\uae00\ub85c)',
    commandsFooter: '`/prlens <\uba85\ub839>` \ub610\ub294 \uc9e7\uc740 \ud615\ud0dc(\uc608: `/ask`)\ub85c \uc4f0\uc138\uc694.',
    helpAsk: '`/ask <\uc9c8\ubb38>` \uc774 PR\uc5d0 \ub300\ud55c \uc9c8\ubb38\uc5d0 \ucf54\ub4dc\ub97c \uadfc\uac70\ub85c \ub2f5\ud569\ub2c8\ub2e4(\ud30c\uc77c\uacfc \uc904 \uc778\uc6a9)',
    helpDescribe: '`/describe` PR \uc124\uba85\uc5d0 \uc694\uc57d, \ud30c\uc77c\ubcc4 \uc124\uba85, \ud750\ub984\ub3c4\ub97c \uc501\ub2c8\ub2e4',
    helpReview: '`/review` \uc9c0\ub09c \ub9ac\ubdf0 \uc774\ud6c4\uc758 \ucee4\ubc0b\uc744 \ub9ac\ubdf0\ud569\ub2c8\ub2e4. `/review full`\uc740 PR \uc804\uccb4\ub97c \ub2e4\uc2dc \ub9ac\ubdf0\ud569\ub2c8\ub2e4',
    helpIgnore: '`/prlens ignore` prlens \uc9c0\uc801 \uc544\ub798\uc5d0 \uc4f0\uba74 \uc774 PR\uc5d0\uc11c \uadf8 \uc9c0\uc801\uc744 \ub2e4\uc2dc \uac8c\uc2dc\ud558\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n}\uc904 \ucd94\uac00, {deleted}\uc904 \uc0ad\uc81c \u00b7 \ub80c\uc988: {lenses}',
        other: '{n}\uc904 \ucd94\uac00, {deleted}\uc904 \uc0ad\uc81c \u00b7 \ub80c\uc988: {lenses}',
    },
    pageLensesNone: '\uc5c6\uc74c',
    pageIncomplete: '\ubd88\uc644\uc804\ud55c \ub9ac\ubdf0',
    pageIncompleteRest: '\ubcc0\uacbd\uc758 \uc77c\ubd80\ub9cc \ub9ac\ubdf0\ud588\uc2b5\ub2c8\ub2e4. \ub098\uba38\uc9c0\uc5d0 \ubb38\uc81c\uac00 \ub0a8\uc544 \uc788\uc744 \uc218 \uc788\uc2b5\ub2c8\ub2e4. \uc9c0\uae08\uae4c\uc9c0 {findings}.',
    pageNoReason: '\uc774\uc720\uac00 \uae30\ub85d\ub418\uc9c0 \uc54a\uc558\uc2b5\ub2c8\ub2e4',
    pageComplete: '\ub9ac\ubdf0 \uc644\ub8cc',
    pageNotPinned: '(\uc904\uc5d0 \uace0\uc815\ub418\uc9c0 \uc54a\uc740 \uac83 {n}\uac1c)',
    pageNotReviewed: '\ub9ac\ubdf0\ud558\uc9c0 \uc54a\uc74c ({n})',
    pageLeftOut: '\uc81c\uc678\ub41c \ud30c\uc77c\uacfc \uc774\uc720',
    pageCalls: '\ubaa8\ub378 \ud638\ucd9c',
    pagePromptTokens: '\ud504\ub86c\ud504\ud2b8 \ud1a0\ud070',
    pageCachedTokens: '\uce90\uc2dc\ub41c \ud1a0\ud070',
    pageContextTokens: '\ucee8\ud14d\uc2a4\ud2b8 \ud329 \ud1a0\ud070(\ud504\ub86c\ud504\ud2b8 \ube44\uc728)',
    pageCompletionTokens: '\uc751\ub2f5 \ud1a0\ud070',
    pageCost: '\ube44\uc6a9',
    pageCostUnknown: '\uc54c \uc218 \uc5c6\uc74c',
    pageModelCalls: '\ubaa8\ub378 \ud638\ucd9c',
    pageFilterFindings: '\ubb38\uc81c \ud544\ud130',
    pageLens: '\uad00\uc810',
    pageCategory: '\ubd84\ub958',
    pageRule: '\uaddc\uce59',
    pageShown: { one: '{total}\uac74 \uc911 {n}\uac74 \ud45c\uc2dc', other: '{total}\uac74 \uc911 {n}\uac74 \ud45c\uc2dc' },
    pageConfidence: '\ud655\uc2e0\ub3c4 {percent}',
    pageFlaggedLine: '\uc9c0\uc801\ub41c \uc904',
    pageSuggestion: '\uc81c\uc548',
    timelineNone: '\uae30\ub85d\ub41c \ubaa8\ub378 \ud638\ucd9c\uc774 \uc5c6\uc2b5\ub2c8\ub2e4.',
    timelineLabel: {
        one: '{duration} \ub3d9\uc548\uc758 \ubaa8\ub378 \ud638\ucd9c {n}\ud68c \ud0c0\uc784\ub77c\uc778',
        other: '{duration} \ub3d9\uc548\uc758 \ubaa8\ub378 \ud638\ucd9c {n}\ud68c \ud0c0\uc784\ub77c\uc778',
    },
    timelineCall: '\ubaa8\ub378 \ud638\ucd9c',
    timelineCacheHit: '\uce90\uc2dc \uc801\uc911({n})',
    timelineFailed: '\uc2e4\ud328',
    timelineOpen: '\uae30\ub85d\ub41c \uc751\ub2f5 \uc5c6\uc74c',
    timelineCalls: { one: '\ud638\ucd9c {n}\ud68c', other: '\ud638\ucd9c {n}\ud68c' },
    timelineSummary: {
        one: '\ub300\ud654 {n}\uac1c\uc5d0\uc11c {calls}, {duration}',
        other: '\ub300\ud654 {n}\uac1c\uc5d0\uc11c {calls}, {duration}',
    },
    timelineTokens: '\uc785\ub825 {prompt}(\uce90\uc2dc {cached}) / \ucd9c\ub825 {completion}',
    timelineGroup: '\uadf8\ub8f9 {group}',
    pageFooter: 'prlens {version}\uc5d0\uc11c \uc0dd\uc131\ud588\uc2b5\ub2c8\ub2e4. \uc81c\ubaa9\uc744 \uc81c\uc678\ud55c \uc704\uc758 \ubaa8\ub4e0 \ub0b4\uc6a9\uc740 \ub9ac\ubdf0\ud55c \ubcc0\uacbd\uacfc \ubaa8\ub378\uc5d0\uc11c \ub098\uc628 \uac83\uc774\uba70 \ud14d\uc2a4\ud2b8\ub85c \ud45c\uc2dc\ub429\ub2c8\ub2e4.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/plain-number.js
/**
 * Numbers below 1000 written as Intl.NumberFormat writes them in the catalog's languages, without
 * building one: its first use loads ICU data, ~10-20 ms of every text report, which prints at
 * least its duration (issue 48). Below 1000 none of the languages groups digits, and all write
 * ASCII digits, so only the decimal separator differs. ICU rounds the shortest decimal form of
 * the double half away from zero (1.45 \u2192 1.5, where `toFixed` gives 1.4); so does this.
 * tests/i18n/plural-number.test.ts compares the two for every language.
 */
/** `value` with exactly `digits` decimals, or null when Intl must write it (\u2265 1000, negative, tiny). */
function plainNumber(value, digits, decimal) {
    if (!(value >= 0 && value < 1000) || Object.is(value, -0) || digits > 6)
        return null;
    const text = String(value);
    if (text.includes('e'))
        return null;
    const [whole = '0', fraction = ''] = text.split('.');
    let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
    if ((fraction[digits] ?? '0') >= '5')
        kept += 1n;
    const scaled = kept.toString().padStart(digits + 1, '0');
    const integer = scaled.slice(0, scaled.length - digits);
    // Rounding up may carry into a fourth digit (999.95 \u2192 1,000.0), which is grouped.
    if (integer.length > 3)
        return null;
    return digits === 0 ? integer : `${integer}${decimal}${scaled.slice(-digits)}`;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/pt.js
const pt = {
    heading: 'Revis\u00e3o do prlens',
    incompleteTitle: 'Revis\u00e3o incompleta:',
    incompleteRest: 'S\u00f3 parte da altera\u00e7\u00e3o foi revista ({scope}); pode haver problemas no restante.',
    completeClean: 'Conclu\u00edda.',
    noFindings: 'Nenhum apontamento.',
    complete: 'Conclu\u00edda:',
    scope: '{files} em {target}',
    lensList: '(lentes: {list})',
    coverageChanged: { one: '{n} arquivo alterado', other: '{n} arquivos alterados' },
    coverageLeftOut: '{n} deixado(s) de fora',
    coverageStaticNone: {
        one: 'as regras est\u00e1ticas n\u00e3o o cobrem',
        other: 'as regras est\u00e1ticas n\u00e3o cobrem nenhum',
    },
    coverageStatic: {
        one: 'as regras est\u00e1ticas leram {n} ({rules})',
        other: 'as regras est\u00e1ticas leram {n} ({rules})',
    },
    ruleCount: { one: '{n} regra', other: '{n} regras' },
    coverageNoModel: 'nenhum modelo configurado',
    coverageModel: { one: 'o modelo leu {n} arquivo', other: 'o modelo leu {n} arquivos' },
    coverageTests: {
        one: '{n} arquivo de teste (algumas regras pulam testes ou os classificam como baixos)',
        other: '{n} arquivos de teste (algumas regras pulam testes ou os classificam como baixos)',
    },
    coveragePreExisting: {
        one: '{n} problema preexistente em linhas alteradas (tamb\u00e9m na base, n\u00e3o publicado)',
        other: '{n} problemas preexistentes em linhas alteradas (tamb\u00e9m na base, n\u00e3o publicados)',
    },
    coverageHeldBack: {
        one: '{n} achado a mais do modelo retido (max-findings: {all}, max-minor-findings: {max}; listado no relat\u00f3rio JSON)',
        other: '{n} achados a mais do modelo retidos (max-findings: {all}, max-minor-findings: {max}; listados no relat\u00f3rio JSON)',
    },
    coverageLooked: {
        one: '{n} arquivo que parece gerado ou de terceiros foi revisado: a base n\u00e3o o marca assim ({list})',
        other: '{n} arquivos que parecem gerados ou de terceiros foram revisados: a base n\u00e3o os marca assim ({list})',
    },
    coverageImported: {
        one: '{n} resultado de {tools} n\u00e3o publicado (fora das linhas alteradas, n\u00e3o novo ou informativo)',
        other: '{n} resultados de {tools} n\u00e3o publicados (fora das linhas alteradas, n\u00e3o novos ou informativos)',
    },
    coverageImportedNoFile: {
        one: '{n} resultado de {tools} sem arquivo (sem local no checkout, n\u00e3o publicado)',
        other: '{n} resultados de {tools} sem arquivo (sem local no checkout, n\u00e3o publicados)',
    },
    coverageSuppressed: {
        one: '{n} ocorr\u00eancia silenciada por um coment\u00e1rio',
        other: '{n} ocorr\u00eancias silenciadas por um coment\u00e1rio',
    },
    hiddenBelow: {
        one: '{n} achado abaixo de min-severity {floor} n\u00e3o exibido: {list}',
        other: '{n} achados abaixo de min-severity {floor} n\u00e3o exibidos: {list}',
    },
    hiddenFolded: {
        one: '{n} achado abaixo de min-severity {floor}, n\u00e3o comentado na linha',
        other: '{n} achados abaixo de min-severity {floor}, n\u00e3o comentados na linha',
    },
    belowFloorCell: '{n} n\u00e3o exibido(s) (abaixo de min-severity)',
    findingCount: { one: '{n} apontamento', other: '{n} apontamentos' },
    fileCount: { one: '{n} arquivo', other: '{n} arquivos' },
    moreFindings: { one: 'Mais {n} apontamento no relat\u00f3rio.', other: 'Mais {n} apontamentos no relat\u00f3rio.' },
    tableSeverity: 'Gravidade',
    tableFindings: 'Apontamentos',
    findings: 'Apontamentos',
    unanchored: 'Sem liga\u00e7\u00e3o a uma linha alterada',
    unanchoredSummary: '{findings} que o diff n\u00e3o p\u00f4de confirmar',
    nothingFound: 'Nada foi encontrado na parte revista.',
    line: 'linha {line}',
    nearLine: '{path} perto da linha {line}',
    oldFile: '(arquivo antigo)',
    notPinned: '(sem liga\u00e7\u00e3o)',
    outsideChange: '{path} (fora desta altera\u00e7\u00e3o: n\u00e3o conta para fail-on)',
    coverage: 'Cobertura',
    targetWorktree: '\u00e1rvore de trabalho em rela\u00e7\u00e3o a HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'altera\u00e7\u00f5es desde {ref}',
    atLocation: '{what} em {where}',
    notPinnedCount: { one: '{n} sem linha associada', other: '{n} sem linha associada' },
    incompleteFlag: 'INCOMPLETA',
    suggestedChange: 'Altera\u00e7\u00e3o sugerida:',
    suggestionNotApplicable: 'Altera\u00e7\u00e3o sugerida (sem bot\u00e3o de sugest\u00e3o: o c\u00f3digo cont\u00e9m um separador de linha, um CR isolado ou `\\u{3c}!--`, mostrado aqui como escape; aplic\u00e1-la n\u00e3o gravaria o c\u00f3digo como escrito):',
    suggestionLeftOut: '(altera\u00e7\u00e3o sugerida omitida: longa demais para um coment\u00e1rio)',
    suggestionVerified: 'Sugest\u00e3o verificada pelo prlens: aplicada, analisada e revista pelas regras est\u00e1ticas.',
    suggestionBroken: 'Altera\u00e7\u00e3o sugerida (sem bot\u00e3o de sugest\u00e3o: o prlens aplicou-a, resultado: {reason}):',
    warnings: 'Avisos',
    excluded: '{files} exclu\u00eddos da revis\u00e3o',
    andMore: 'e mais {n}',
    andMoreInReport: 'e mais {n} (ver o relat\u00f3rio)',
    usage: 'Consumo',
    usageNone: 'nenhuma chamada ao modelo',
    usagePrompt: '{n} tokens de prompt',
    usageCached: '({n} em cache)',
    usageContext: 'pacotes de contexto {n} ({share}% do prompt)',
    usageContextCut: 'contexto cortado pelo limite da unidade {n}',
    usageCompletion: '{n} tokens de resposta',
    usageRequests: { one: '{n} requisi\u00e7\u00e3o', other: '{n} requisi\u00e7\u00f5es' },
    costUnknown: 'custo desconhecido',
    staticOnly: 'Apenas regras est\u00e1ticas: nenhuma chave de modelo foi fornecida. Defina o input `api-key` (ou `base-url` para um modelo local) para revisar com um modelo de linguagem.',
    incremental: 'Revis\u00e3o incremental dos commits ap\u00f3s {from} at\u00e9 {to}.',
    suppressed: {
        one: '{n} apontamento que j\u00e1 est\u00e1 numa thread aberta n\u00e3o foi publicado de novo.',
        other: '{n} apontamentos que j\u00e1 est\u00e3o em threads abertas n\u00e3o foram publicados de novo.',
    },
    carried: {
        one: '{n} apontamento anterior em arquivos que esta execu\u00e7\u00e3o n\u00e3o reviu continua aberto na sua thread: {list}.',
        other: '{n} apontamentos anteriores em arquivos que esta execu\u00e7\u00e3o n\u00e3o reviu continuam abertos nas suas threads: {list}.',
    },
    carriedMore: '{list} e mais {n}',
    overflow: 'N\u00e3o publicados em linha: acima do limite de coment\u00e1rios',
    rejected: 'N\u00e3o foi poss\u00edvel colocar numa linha',
    unreviewable: 'N\u00e3o revis\u00e1veis pela API',
    defaultTitle: 'Apontamento do prlens',
    commandsHead: 'Comandos do prlens:',
    commandUnknown: 'O prlens n\u00e3o conhece o comando {command}. Comandos:',
    commandInThread: '(como resposta numa thread de revis\u00e3o)',
    commandsFooter: 'Escreva `/prlens <comando>` ou a forma curta, p. ex. `/ask`.',
    helpAsk: '`/ask <pergunta>` responde a uma pergunta sobre este PR a partir do c\u00f3digo, citando arquivos e linhas',
    helpDescribe: '`/describe` escreve um resumo, um percurso por arquivo e um diagrama de fluxo na descri\u00e7\u00e3o do PR',
    helpReview: '`/review` rev\u00ea os commits desde a \u00faltima revis\u00e3o; `/review full` rev\u00ea o PR inteiro de novo',
    helpIgnore: '`/prlens ignore` sob um apontamento do prlens impede que ele seja publicado de novo neste PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} linha adicionada, {deleted} removidas \u00b7 lentes: {lenses}',
        other: '{n} linhas adicionadas, {deleted} removidas \u00b7 lentes: {lenses}',
    },
    pageLensesNone: 'nenhuma',
    pageIncomplete: 'Revis\u00e3o incompleta',
    pageIncompleteRest: 's\u00f3 parte da mudan\u00e7a foi revisada; podem restar problemas no resto. {findings} at\u00e9 agora.',
    pageNoReason: 'o motivo n\u00e3o foi registrado',
    pageComplete: 'Revis\u00e3o conclu\u00edda',
    pageNotPinned: '({n} n\u00e3o fixados numa linha)',
    pageNotReviewed: 'N\u00e3o revisado ({n})',
    pageLeftOut: 'Arquivos deixados de fora, com o motivo',
    pageCalls: 'chamadas ao modelo',
    pagePromptTokens: 'tokens de entrada',
    pageCachedTokens: 'tokens em cache',
    pageContextTokens: 'tokens de pacotes de contexto (parte do prompt)',
    pageCompletionTokens: 'tokens de resposta',
    pageCost: 'custo',
    pageCostUnknown: 'desconhecido',
    pageModelCalls: 'Chamadas ao modelo',
    pageFilterFindings: 'Filtrar apontamentos',
    pageLens: 'Lente',
    pageCategory: 'Categoria',
    pageRule: 'Regra',
    pageShown: { one: '{n} de {total} exibido', other: '{n} de {total} exibidos' },
    pageConfidence: 'confian\u00e7a {percent}',
    pageFlaggedLine: 'linha apontada',
    pageSuggestion: 'sugest\u00e3o',
    timelineNone: 'Nenhuma chamada ao modelo foi registrada.',
    timelineLabel: {
        one: 'Linha do tempo de {n} chamada ao modelo em {duration}',
        other: 'Linha do tempo de {n} chamadas ao modelo em {duration}',
    },
    timelineCall: 'chamada ao modelo',
    timelineCacheHit: 'acerto de cache ({n})',
    timelineFailed: 'falhou',
    timelineOpen: 'nenhuma resposta registrada',
    timelineCalls: { one: '{n} chamada', other: '{n} chamadas' },
    timelineSummary: {
        one: '{calls} em {n} conversa em {duration}',
        other: '{calls} em {n} conversas em {duration}',
    },
    timelineTokens: '{prompt} de entrada ({cached} em cache) / {completion} de sa\u00edda',
    timelineGroup: 'grupo {group}',
    pageFooter: 'Gerado por prlens {version}. Tudo acima, exceto os t\u00edtulos, vem da mudan\u00e7a revisada e de um modelo: \u00e9 mostrado como texto.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/zh.js
const zh = {
    heading: 'prlens \u5ba1\u67e5',
    incompleteTitle: '\u5ba1\u67e5\u672a\u5b8c\u6210\uff1a',
    incompleteRest: '\u53ea\u5ba1\u67e5\u4e86\u90e8\u5206\u53d8\u66f4\uff08{scope}\uff09\uff1b\u5176\u4f59\u90e8\u5206\u53ef\u80fd\u4ecd\u6709\u95ee\u9898\u3002',
    completeClean: '\u5df2\u5b8c\u6210\u3002',
    noFindings: '\u6ca1\u6709\u53d1\u73b0\u95ee\u9898\u3002',
    complete: '\u5df2\u5b8c\u6210\uff1a',
    scope: '{target} \u4e2d\u7684 {files}',
    lensList: '\uff08\u89c6\u89d2\uff1a{list}\uff09',
    coverageChanged: { one: '\u66f4\u6539\u4e86 {n} \u4e2a\u6587\u4ef6', other: '\u66f4\u6539\u4e86 {n} \u4e2a\u6587\u4ef6' },
    coverageLeftOut: '\u6392\u9664 {n} \u4e2a',
    coverageStaticNone: { one: '\u9759\u6001\u89c4\u5219\u672a\u8986\u76d6', other: '\u9759\u6001\u89c4\u5219\u5747\u672a\u8986\u76d6' },
    coverageStatic: {
        one: '\u9759\u6001\u89c4\u5219\u8bfb\u53d6\u4e86\u5176\u4e2d {n} \u4e2a\uff08{rules}\uff09',
        other: '\u9759\u6001\u89c4\u5219\u8bfb\u53d6\u4e86\u5176\u4e2d {n} \u4e2a\uff08{rules}\uff09',
    },
    ruleCount: { one: '{n} \u6761\u89c4\u5219', other: '{n} \u6761\u89c4\u5219' },
    coverageNoModel: '\u672a\u914d\u7f6e\u6a21\u578b',
    coverageModel: { one: '\u6a21\u578b\u8bfb\u53d6\u4e86 {n} \u4e2a\u6587\u4ef6', other: '\u6a21\u578b\u8bfb\u53d6\u4e86 {n} \u4e2a\u6587\u4ef6' },
    coverageTests: {
        one: '{n} \u4e2a\u6d4b\u8bd5\u6587\u4ef6\uff08\u90e8\u5206\u89c4\u5219\u8df3\u8fc7\u6d4b\u8bd5\u6216\u964d\u4f4e\u5176\u7ea7\u522b\uff09',
        other: '{n} \u4e2a\u6d4b\u8bd5\u6587\u4ef6\uff08\u90e8\u5206\u89c4\u5219\u8df3\u8fc7\u6d4b\u8bd5\u6216\u964d\u4f4e\u5176\u7ea7\u522b\uff09',
    },
    coveragePreExisting: {
        one: '\u53d8\u66f4\u884c\u4e2d {n} \u4e2a\u65e2\u6709\u95ee\u9898\uff08\u57fa\u7ebf\u4e2d\u4e5f\u6709\uff0c\u672a\u53d1\u5e03\uff09',
        other: '\u53d8\u66f4\u884c\u4e2d {n} \u4e2a\u65e2\u6709\u95ee\u9898\uff08\u57fa\u7ebf\u4e2d\u4e5f\u6709\uff0c\u672a\u53d1\u5e03\uff09',
    },
    coverageHeldBack: {
        one: '\u53e6\u6709 {n} \u4e2a\u6a21\u578b\u53d1\u73b0\u88ab\u4fdd\u7559\u672a\u53d1\u5e03\uff08max-findings: {all}\uff0cmax-minor-findings: {max}\uff1b\u5217\u4e8e JSON \u62a5\u544a\uff09',
        other: '\u53e6\u6709 {n} \u4e2a\u6a21\u578b\u53d1\u73b0\u88ab\u4fdd\u7559\u672a\u53d1\u5e03\uff08max-findings: {all}\uff0cmax-minor-findings: {max}\uff1b\u5217\u4e8e JSON \u62a5\u544a\uff09',
    },
    coverageLooked: {
        one: '{n} \u4e2a\u770b\u4f3c\u751f\u6210\u6216\u7b2c\u4e09\u65b9\u7684\u6587\u4ef6\u5df2\u5ba1\u67e5\uff1a\u57fa\u7ebf\u672a\u5982\u6b64\u6807\u8bb0\uff08{list}\uff09',
        other: '{n} \u4e2a\u770b\u4f3c\u751f\u6210\u6216\u7b2c\u4e09\u65b9\u7684\u6587\u4ef6\u5df2\u5ba1\u67e5\uff1a\u57fa\u7ebf\u672a\u5982\u6b64\u6807\u8bb0\uff08{list}\uff09',
    },
    coverageImported: {
        one: '{tools} \u7684 {n} \u6761\u7ed3\u679c\u672a\u53d1\u5e03\uff08\u4e0d\u5728\u53d8\u66f4\u884c\u4e0a\u3001\u975e\u65b0\u589e\u6216\u4ec5\u4f9b\u53c2\u8003\uff09',
        other: '{tools} \u7684 {n} \u6761\u7ed3\u679c\u672a\u53d1\u5e03\uff08\u4e0d\u5728\u53d8\u66f4\u884c\u4e0a\u3001\u975e\u65b0\u589e\u6216\u4ec5\u4f9b\u53c2\u8003\uff09',
    },
    coverageImportedNoFile: {
        one: '{tools} \u7684 {n} \u4e2a\u7ed3\u679c\u4e0d\u5728\u6587\u4ef6\u4e0a\uff08\u68c0\u51fa\u4e2d\u65e0\u4f4d\u7f6e\uff0c\u672a\u53d1\u5e03\uff09',
        other: '{tools} \u7684 {n} \u4e2a\u7ed3\u679c\u4e0d\u5728\u6587\u4ef6\u4e0a\uff08\u68c0\u51fa\u4e2d\u65e0\u4f4d\u7f6e\uff0c\u672a\u53d1\u5e03\uff09',
    },
    coverageSuppressed: { one: '{n} \u5904\u5339\u914d\u88ab\u884c\u5185\u6ce8\u91ca\u6291\u5236', other: '{n} \u5904\u5339\u914d\u88ab\u884c\u5185\u6ce8\u91ca\u6291\u5236' },
    hiddenBelow: {
        one: '{n} \u4e2a\u4f4e\u4e8e min-severity {floor} \u7684\u53d1\u73b0\u672a\u663e\u793a\uff1a{list}',
        other: '{n} \u4e2a\u4f4e\u4e8e min-severity {floor} \u7684\u53d1\u73b0\u672a\u663e\u793a\uff1a{list}',
    },
    hiddenFolded: {
        one: '{n} \u4e2a\u4f4e\u4e8e min-severity {floor} \u7684\u53d1\u73b0\uff08\u672a\u4f5c\u4e3a\u884c\u5185\u8bc4\u8bba\u53d1\u5e03\uff09',
        other: '{n} \u4e2a\u4f4e\u4e8e min-severity {floor} \u7684\u53d1\u73b0\uff08\u672a\u4f5c\u4e3a\u884c\u5185\u8bc4\u8bba\u53d1\u5e03\uff09',
    },
    belowFloorCell: '{n} \u4e2a\u672a\u663e\u793a\uff08\u4f4e\u4e8e min-severity\uff09',
    findingCount: { one: '{n} \u4e2a\u95ee\u9898', other: '{n} \u4e2a\u95ee\u9898' },
    fileCount: { one: '{n} \u4e2a\u6587\u4ef6', other: '{n} \u4e2a\u6587\u4ef6' },
    moreFindings: { one: '\u53e6\u6709 {n} \u4e2a\u95ee\u9898\u89c1\u62a5\u544a\u3002', other: '\u53e6\u6709 {n} \u4e2a\u95ee\u9898\u89c1\u62a5\u544a\u3002' },
    tableSeverity: '\u4e25\u91cd\u7a0b\u5ea6',
    tableFindings: '\u95ee\u9898\u6570',
    findings: '\u95ee\u9898',
    unanchored: '\u672a\u80fd\u5bf9\u5e94\u5230\u53d8\u66f4\u884c',
    unanchoredSummary: 'diff \u65e0\u6cd5\u786e\u8ba4\u7684 {findings}',
    nothingFound: '\u5728\u5df2\u5ba1\u67e5\u7684\u90e8\u5206\u4e2d\u6ca1\u6709\u53d1\u73b0\u95ee\u9898\u3002',
    line: '\u7b2c {line} \u884c',
    nearLine: '{path} \u7b2c {line} \u884c\u9644\u8fd1',
    oldFile: '\uff08\u65e7\u6587\u4ef6\uff09',
    notPinned: '\uff08\u672a\u5b9a\u4f4d\uff09',
    outsideChange: '{path}\uff08\u4e0d\u5728\u672c\u6b21\u53d8\u66f4\u4e2d\uff1a\u4e0d\u8ba1\u5165 fail-on\uff09',
    coverage: '\u8986\u76d6\u8303\u56f4',
    targetWorktree: '\u5de5\u4f5c\u533a\u76f8\u5bf9\u4e8e HEAD',
    targetCommit: '\u63d0\u4ea4 {ref}',
    targetSince: '\u81ea {ref} \u4ee5\u6765\u7684\u66f4\u6539',
    atLocation: '{where} \u5904\u7684 {what}',
    notPinnedCount: { one: '{n} \u4e2a\u672a\u5b9a\u4f4d\u5230\u884c', other: '{n} \u4e2a\u672a\u5b9a\u4f4d\u5230\u884c' },
    incompleteFlag: '\u672a\u5b8c\u6210',
    suggestedChange: '\u5efa\u8bae\u7684\u4fee\u6539\uff1a',
    suggestionNotApplicable: '\u5efa\u8bae\u7684\u4fee\u6539\uff08\u65e0\u5efa\u8bae\u6309\u94ae\uff1a\u4ee3\u7801\u542b\u6709\u884c\u5206\u9694\u7b26\u3001\u5355\u72ec\u7684 CR \u6216 `\\u{3c}!--`\uff0c\u6b64\u5904\u4ee5\u8f6c\u4e49\u663e\u793a\uff1b\u5e94\u7528\u540e\u63d0\u4ea4\u7684\u5c06\u4e0d\u662f\u539f\u6837\u7684\u4ee3\u7801\uff09\uff1a',
    suggestionLeftOut: '\uff08\u5efa\u8bae\u7684\u4fee\u6539\u5df2\u7701\u7565\uff1a\u5bf9\u8bc4\u8bba\u6765\u8bf4\u592a\u957f\uff09',
    suggestionVerified: 'prlens \u5df2\u68c0\u67e5\u6b64\u5efa\u8bae\uff1a\u5df2\u5e94\u7528\u3001\u89e3\u6790\uff0c\u5e76\u7531\u9759\u6001\u89c4\u5219\u91cd\u65b0\u5ba1\u67e5\u3002',
    suggestionBroken: '\u5efa\u8bae\u7684\u4fee\u6539\uff08\u65e0\u5efa\u8bae\u6309\u94ae\uff1aprlens \u5e94\u7528\u540e\u7684\u7ed3\u679c\uff1a{reason}\uff09\uff1a',
    warnings: '\u8b66\u544a',
    excluded: '{files} \u672a\u7eb3\u5165\u5ba1\u67e5',
    andMore: '\u53e6\u6709 {n} \u4e2a',
    andMoreInReport: '\u53e6\u6709 {n} \u4e2a\uff08\u89c1\u62a5\u544a\uff09',
    usage: '\u7528\u91cf',
    usageNone: '\u6ca1\u6709\u8c03\u7528\u6a21\u578b',
    usagePrompt: '{n} \u4e2a\u63d0\u793a\u8bcd\u5143',
    usageCached: '\uff08{n} \u4e2a\u6765\u81ea\u7f13\u5b58\uff09',
    usageContext: '\u4e0a\u4e0b\u6587\u5305 {n}\uff08\u5360\u63d0\u793a\u7684 {share}%\uff09',
    usageContextCut: '\u5355\u5143\u4e0a\u9650\u88c1\u6389\u7684\u4e0a\u4e0b\u6587 {n}',
    usageCompletion: '{n} \u4e2a\u56de\u7b54\u8bcd\u5143',
    usageRequests: { one: '{n} \u6b21\u8bf7\u6c42', other: '{n} \u6b21\u8bf7\u6c42' },
    costUnknown: '\u8d39\u7528\u672a\u77e5',
    staticOnly: '\u4ec5\u9759\u6001\u89c4\u5219\uff1a\u672a\u63d0\u4f9b\u6a21\u578b\u5bc6\u94a5\u3002\u8bbe\u7f6e `api-key` \u8f93\u5165\uff08\u672c\u5730\u6a21\u578b\u5219\u8bbe\u7f6e `base-url`\uff09\u5373\u53ef\u4f7f\u7528\u8bed\u8a00\u6a21\u578b\u5ba1\u67e5\u3002',
    incremental: '\u589e\u91cf\u5ba1\u67e5\uff1a{from} \u4e4b\u540e\u5230 {to} \u7684\u63d0\u4ea4\u3002',
    suppressed: {
        one: '{n} \u4e2a\u5df2\u5728\u672a\u89e3\u51b3\u8ba8\u8bba\u4e2d\u7684\u95ee\u9898\u6ca1\u6709\u91cd\u590d\u53d1\u5e03\u3002',
        other: '{n} \u4e2a\u5df2\u5728\u672a\u89e3\u51b3\u8ba8\u8bba\u4e2d\u7684\u95ee\u9898\u6ca1\u6709\u91cd\u590d\u53d1\u5e03\u3002',
    },
    carried: {
        one: '\u672c\u6b21\u672a\u91cd\u65b0\u5ba1\u67e5\u7684\u6587\u4ef6\u4e2d\u6709 {n} \u4e2a\u65e9\u5148\u7684\u95ee\u9898\u4ecd\u5728\u8ba8\u8bba\u4e2d\u672a\u89e3\u51b3\uff1a{list}\u3002',
        other: '\u672c\u6b21\u672a\u91cd\u65b0\u5ba1\u67e5\u7684\u6587\u4ef6\u4e2d\u6709 {n} \u4e2a\u65e9\u5148\u7684\u95ee\u9898\u4ecd\u5728\u8ba8\u8bba\u4e2d\u672a\u89e3\u51b3\uff1a{list}\u3002',
    },
    carriedMore: '{list}\uff0c\u53e6\u6709 {n} \u4e2a',
    overflow: '\u672a\u4ee5\u884c\u5185\u8bc4\u8bba\u53d1\u5e03\uff1a\u8d85\u51fa\u8bc4\u8bba\u6570\u91cf\u4e0a\u9650',
    rejected: '\u65e0\u6cd5\u5b9a\u4f4d\u5230\u67d0\u4e00\u884c',
    unreviewable: '\u65e0\u6cd5\u901a\u8fc7 API \u5ba1\u67e5',
    defaultTitle: 'prlens \u53d1\u73b0\u7684\u95ee\u9898',
    commandsHead: 'prlens \u547d\u4ee4\uff1a',
    commandUnknown: 'prlens \u4e0d\u8ba4\u8bc6\u547d\u4ee4 {command}\u3002\u547d\u4ee4\uff1a',
    commandInThread: '\uff08\u5728\u5ba1\u67e5\u8ba8\u8bba\u4e2d\u56de\u590d\uff09',
    commandsFooter: '\u5199 `/prlens <\u547d\u4ee4>` \u6216\u7b80\u5199\u5f62\u5f0f\uff0c\u4f8b\u5982 `/ask`\u3002',
    helpAsk: '`/ask <\u95ee\u9898>` \u6839\u636e\u4ee3\u7801\u56de\u7b54\u5173\u4e8e\u6b64 PR \u7684\u95ee\u9898\uff0c\u5e76\u5f15\u7528\u6587\u4ef6\u548c\u884c',
    helpDescribe: '`/describe` \u5728 PR \u63cf\u8ff0\u4e2d\u5199\u5165\u6458\u8981\u3001\u9010\u6587\u4ef6\u8bf4\u660e\u548c\u6d41\u7a0b\u56fe',
    helpReview: '`/review` \u5ba1\u67e5\u4e0a\u6b21\u5ba1\u67e5\u4ee5\u6765\u7684\u63d0\u4ea4\uff1b`/review full` \u91cd\u65b0\u5ba1\u67e5\u6574\u4e2a PR',
    helpIgnore: '`/prlens ignore` \u5199\u5728 prlens \u7684\u95ee\u9898\u4e0b\u65b9\uff0c\u6b64\u95ee\u9898\u4e0d\u4f1a\u5728\u6b64 PR \u4e2d\u518d\u6b21\u53d1\u5e03',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '\u65b0\u589e {n} \u884c\uff0c\u5220\u9664 {deleted} \u884c \u00b7 \u89c6\u89d2\uff1a{lenses}',
        other: '\u65b0\u589e {n} \u884c\uff0c\u5220\u9664 {deleted} \u884c \u00b7 \u89c6\u89d2\uff1a{lenses}',
    },
    pageLensesNone: '\u65e0',
    pageIncomplete: '\u5ba1\u67e5\u4e0d\u5b8c\u6574',
    pageIncompleteRest: '\u53ea\u5ba1\u67e5\u4e86\u90e8\u5206\u53d8\u66f4\uff1b\u5176\u4f59\u90e8\u5206\u53ef\u80fd\u4ecd\u6709\u95ee\u9898\u3002\u76ee\u524d {findings}\u3002',
    pageNoReason: '\u672a\u8bb0\u5f55\u539f\u56e0',
    pageComplete: '\u5ba1\u67e5\u5b8c\u6210',
    pageNotPinned: '\uff08{n} \u4e2a\u672a\u5bf9\u5e94\u5230\u884c\uff09',
    pageNotReviewed: '\u672a\u5ba1\u67e5\uff08{n}\uff09',
    pageLeftOut: '\u88ab\u6392\u9664\u7684\u6587\u4ef6\u53ca\u539f\u56e0',
    pageCalls: '\u6a21\u578b\u8c03\u7528',
    pagePromptTokens: '\u63d0\u793a\u8bcd token',
    pageCachedTokens: '\u7f13\u5b58 token',
    pageContextTokens: '\u4e0a\u4e0b\u6587\u5305 token\uff08\u5360\u63d0\u793a\u6bd4\u4f8b\uff09',
    pageCompletionTokens: '\u56de\u7b54 token',
    pageCost: '\u8d39\u7528',
    pageCostUnknown: '\u672a\u77e5',
    pageModelCalls: '\u6a21\u578b\u8c03\u7528',
    pageFilterFindings: '\u7b5b\u9009\u95ee\u9898',
    pageLens: '\u89c6\u89d2',
    pageCategory: '\u7c7b\u522b',
    pageRule: '\u89c4\u5219',
    pageShown: { one: '\u663e\u793a {n} / {total} \u4e2a', other: '\u663e\u793a {n} / {total} \u4e2a' },
    pageConfidence: '\u7f6e\u4fe1\u5ea6 {percent}',
    pageFlaggedLine: '\u88ab\u6807\u8bb0\u7684\u884c',
    pageSuggestion: '\u5efa\u8bae',
    timelineNone: '\u6ca1\u6709\u8bb0\u5f55\u5230\u6a21\u578b\u8c03\u7528\u3002',
    timelineLabel: {
        one: '{duration} \u5185 {n} \u6b21\u6a21\u578b\u8c03\u7528\u7684\u65f6\u95f4\u7ebf',
        other: '{duration} \u5185 {n} \u6b21\u6a21\u578b\u8c03\u7528\u7684\u65f6\u95f4\u7ebf',
    },
    timelineCall: '\u6a21\u578b\u8c03\u7528',
    timelineCacheHit: '\u547d\u4e2d\u7f13\u5b58\uff08{n}\uff09',
    timelineFailed: '\u5931\u8d25',
    timelineOpen: '\u672a\u8bb0\u5f55\u5230\u56de\u7b54',
    timelineCalls: { one: '{n} \u6b21\u8c03\u7528', other: '{n} \u6b21\u8c03\u7528' },
    timelineSummary: {
        one: '{n} \u4e2a\u4f1a\u8bdd\u4e2d\u5171 {calls}\uff0c\u5386\u65f6 {duration}',
        other: '{n} \u4e2a\u4f1a\u8bdd\u4e2d\u5171 {calls}\uff0c\u5386\u65f6 {duration}',
    },
    timelineTokens: '\u8f93\u5165 {prompt}\uff08{cached} \u4e2a\u6765\u81ea\u7f13\u5b58\uff09/ \u8f93\u51fa {completion}',
    timelineGroup: '\u5206\u7ec4 {group}',
    pageFooter: '\u7531 prlens {version} \u751f\u6210\u3002\u4ee5\u4e0a\u9664\u6807\u9898\u5916\u7684\u6240\u6709\u5185\u5bb9\u90fd\u6765\u81ea\u6240\u5ba1\u67e5\u7684\u53d8\u66f4\u548c\u6a21\u578b\uff0c\u5747\u4ee5\u6587\u672c\u663e\u793a\u3002',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/index.js
/**
 * prlens's own fixed strings (summary headings, table headers, notices, comment footers) in the
 * configured `language`. The model writes titles and bodies itself (prompts/base.md); this catalog
 * covers what the code writes. A language without a translation falls back to English with one
 * warning. To add a string: add the key to en.ts, then to every other language file (the compiler
 * lists the ones missing it). To add a language: copy de.ts, translate, and list it in CATALOG and
 * ALIASES below.
 */









const CATALOG = { en: en, de: de, fr: fr, es: es, pt: pt, ja: ja, zh: zh, ko: ko };
const LANGUAGES = Object.keys(CATALOG);
/** How each language writes the decimal point (plain-number.ts writes small numbers without Intl). */
const DECIMAL_SEPARATOR = {
    en: '.',
    de: ',',
    fr: ',',
    es: ',',
    pt: ',',
    ja: '.',
    zh: '.',
    ko: '.',
};
/** Names people write for a language, in English and in the language itself (lower case). */
const ALIASES = {
    en: ['english'],
    de: ['german', 'deutsch'],
    fr: ['french', 'fran\u00e7ais', 'francais'],
    es: ['spanish', 'espa\u00f1ol', 'espanol', 'castellano'],
    pt: ['portuguese', 'portugu\u00eas', 'portugues', 'brazilian portuguese'],
    ja: ['japanese', '\u65e5\u672c\u8a9e', 'nihongo'],
    // One Chinese catalog (Simplified); zh-TW / zh-Hant get it too rather than English.
    zh: ['chinese', '\u4e2d\u6587', '\u7b80\u4f53\u4e2d\u6587', '\u6c49\u8bed', 'mandarin', 'simplified chinese'],
    ko: ['korean', '\ud55c\uad6d\uc5b4'],
};
/** The catalog language for a code (`de`, `de-DE`, `pt_BR`) or a name (`German`, `Deutsch`), or null. */
function resolveLanguage(language) {
    const value = (language ?? 'en').trim().toLowerCase();
    if (value === '')
        return 'en';
    const base = value.split(/[-_]/)[0] ?? value;
    if (LANGUAGES.includes(base))
        return base;
    for (const lang of LANGUAGES)
        if (ALIASES[lang].includes(value))
            return lang;
    return null;
}
const warned = new Set();
/**
 * A translator for the configured language. An unknown language gets English and one warning per
 * process through `warn` (the model still writes its own text in that language).
 */
function translator(language, warn) {
    const resolved = resolveLanguage(language);
    if (resolved === null && language !== undefined && !warned.has(language)) {
        warned.add(language);
        warn?.(`language '${language}': prlens's own headings and notices are available in ${LANGUAGES.join(', ')}; ` +
            'using English for them (the model still writes its findings in the language asked for)');
    }
    const lang = resolved ?? 'en';
    const messages = CATALOG[lang];
    // The catalog has two forms; CLDR's other categories (few, many) take the plural one. Languages
    // differ on which counts are singular: French and Portuguese say "0 fichier", Japanese has one form.
    let rules;
    const pick = (key, n) => {
        const message = messages[key];
        if (typeof message === 'string')
            return message;
        return n !== undefined && (rules ??= new Intl.PluralRules(lang)).select(n) === 'one'
            ? message.one
            : message.other;
    };
    const num = (value, fractionDigits = 0) => plainNumber(value, fractionDigits, DECIMAL_SEPARATOR[lang]) ??
        new Intl.NumberFormat(lang, {
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
        }).format(value);
    const money = (digits) => new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
    });
    // Built on first use: an Intl currency format loads ICU data (~25 ms of every run, issue 48), and
    // ENGLISH is built when this module loads, on runs that never print a cost.
    let cents;
    let fine;
    const format = (vars) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]));
    return {
        lang,
        t: (key, vars = {}) => fill(pick(key), format(vars)),
        count: (key, n, vars = {}) => fill(pick(key, n), format({ ...vars, n })),
        forms: (key) => {
            const message = messages[key];
            return typeof message === 'string' ? { one: message, other: message } : message;
        },
        num,
        percent: (fraction) => new Intl.NumberFormat(lang, { style: 'percent' }).format(fraction),
        cost: (usd) => (usd !== 0 && usd < 0.01 ? (fine ??= money(4)) : (cents ??= money(2))).format(usd),
    };
}
/** The English translator, the default of every renderer. */
const ENGLISH = translator('en');
/** The `Usage` label in every language, so a rerun recognises its own footer whatever the language. */
const USAGE_LABELS = LANGUAGES.map((l) => CATALOG[l].usage);
/** Placeholders of a message (all its forms), for tests that compare translations with English. */
function placeholders(lang, key) {
    const message = CATALOG[lang][key];
    const text = typeof message === 'string' ? message : `${message.one} ${message.other}`;
    return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}
function fill(template, vars) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => vars[name] ?? whole);
}
/** Every key of the catalog. */
const MESSAGE_KEYS = Object.keys(en);


/***/ })

};

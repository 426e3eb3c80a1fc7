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
    incompleteTitle: 'Unvollständiges Review:',
    incompleteRest: 'Nur ein Teil der Änderung wurde geprüft ({scope}); im Rest können Probleme bleiben.',
    completeClean: 'Abgeschlossen.',
    noFindings: 'Keine Befunde.',
    complete: 'Abgeschlossen:',
    scope: '{files} in {target}',
    lensList: '(Linsen: {list})',
    coverageChanged: { one: '{n} Datei geändert', other: '{n} Dateien geändert' },
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
        one: '{n} Testdatei (manche Regeln überspringen Tests oder stufen sie niedrig ein)',
        other: '{n} Testdateien (manche Regeln überspringen Tests oder stufen sie niedrig ein)',
    },
    coveragePreExisting: {
        one: '{n} bereits vorhandenes Problem in geänderten Zeilen (auch in der Basis, nicht gepostet)',
        other: '{n} bereits vorhandene Probleme in geänderten Zeilen (auch in der Basis, nicht gepostet)',
    },
    coverageLooked: {
        one: '{n} Datei, die generiert oder eingebunden aussieht, wurde geprüft: die Basis kennzeichnet sie nicht so ({list})',
        other: '{n} Dateien, die generiert oder eingebunden aussehen, wurden geprüft: die Basis kennzeichnet sie nicht so ({list})',
    },
    coverageImported: {
        one: '{n} Ergebnis von {tools} nicht gepostet (außerhalb der geänderten Zeilen, nicht neu oder nur informativ)',
        other: '{n} Ergebnisse von {tools} nicht gepostet (außerhalb der geänderten Zeilen, nicht neu oder nur informativ)',
    },
    coverageImportedNoFile: {
        one: '{n} Ergebnis von {tools} ohne Datei (kein Ort im Checkout, nicht gepostet)',
        other: '{n} Ergebnisse von {tools} ohne Datei (kein Ort im Checkout, nicht gepostet)',
    },
    coverageSuppressed: {
        one: '{n} Treffer durch einen Inline-Kommentar unterdrückt',
        other: '{n} Treffer durch Inline-Kommentare unterdrückt',
    },
    hiddenBelow: {
        one: '{n} Befund unter min-severity {floor} nicht gezeigt: {list}',
        other: '{n} Befunde unter min-severity {floor} nicht gezeigt: {list}',
    },
    belowFloorCell: '{n} nicht gezeigt (unter min-severity)',
    findingCount: { one: '{n} Befund', other: '{n} Befunde' },
    fileCount: { one: '{n} Datei', other: '{n} Dateien' },
    moreFindings: { one: '{n} weiterer Befund im Bericht.', other: '{n} weitere Befunde im Bericht.' },
    tableSeverity: 'Schweregrad',
    tableFindings: 'Befunde',
    findings: 'Befunde',
    unanchored: 'Keiner geänderten Zeile zugeordnet',
    unanchoredSummary: '{findings}, die der Diff nicht bestätigen konnte',
    nothingFound: 'Im geprüften Teil wurde nichts gefunden.',
    line: 'Zeile {line}',
    nearLine: '{path} nahe Zeile {line}',
    oldFile: '(alte Datei)',
    notPinned: '(nicht zugeordnet)',
    outsideChange: '{path} (nicht Teil dieser Änderung: zählt nicht für fail-on)',
    coverage: 'Abdeckung',
    targetWorktree: 'Arbeitsverzeichnis gegenüber HEAD',
    targetCommit: 'Commit {ref}',
    targetSince: 'Änderungen seit {ref}',
    atLocation: '{what} in {where}',
    notPinnedCount: { one: '{n} keiner Zeile zugeordnet', other: '{n} keiner Zeile zugeordnet' },
    incompleteFlag: 'UNVOLLSTÄNDIG',
    suggestedChange: 'Vorgeschlagene Änderung:',
    suggestionNotApplicable: 'Vorgeschlagene Änderung (ohne Vorschlagsknopf: der Code enthält ein Zeilentrennzeichen, ein einzelnes CR oder `\\u{3c}!--`, hier als Escape gezeigt; übernommen würde nicht der Code wie geschrieben):',
    suggestionLeftOut: '(vorgeschlagene Änderung weggelassen: zu lang für einen Kommentar)',
    suggestionVerified: 'Vorschlag von prlens geprüft: angewendet, geparst und von den statischen Regeln erneut geprüft.',
    suggestionBroken: 'Vorgeschlagene Änderung (kein Vorschlags-Button: prlens hat sie angewendet, Ergebnis: {reason}):',
    warnings: 'Warnungen',
    excluded: '{files} vom Review ausgeschlossen',
    andMore: 'und {n} weitere',
    andMoreInReport: 'und {n} weitere (siehe Bericht)',
    usage: 'Verbrauch',
    usageNone: 'keine Modellaufrufe',
    usagePrompt: '{n} Prompt-Tokens',
    usageCached: '({n} aus dem Cache)',
    usageCompletion: '{n} Antwort-Tokens',
    usageRequests: { one: '{n} Anfrage', other: '{n} Anfragen' },
    costUnknown: 'Kosten unbekannt',
    staticOnly: 'Nur statische Regeln: Es wurde kein Modellschlüssel angegeben. Setze den Input `api-key` (oder `base-url` für ein lokales Modell), um mit einem Sprachmodell zu prüfen.',
    incremental: 'Inkrementelles Review der Commits nach {from} bis {to}.',
    suppressed: {
        one: '{n} Befund, der schon in einem offenen Thread steht, wurde nicht erneut gepostet.',
        other: '{n} Befunde, die schon in offenen Threads stehen, wurden nicht erneut gepostet.',
    },
    carried: {
        one: '{n} früherer Befund in Dateien, die dieser Lauf nicht erneut geprüft hat, ist in seinem Thread noch offen: {list}.',
        other: '{n} frühere Befunde in Dateien, die dieser Lauf nicht erneut geprüft hat, sind in ihren Threads noch offen: {list}.',
    },
    carriedMore: '{list} und {n} weitere',
    overflow: 'Nicht inline gepostet: über der Kommentargrenze',
    rejected: 'Konnte keiner Zeile zugeordnet werden',
    unreviewable: 'Über die API nicht prüfbar',
    defaultTitle: 'prlens-Befund',
    commandsHead: 'prlens-Befehle:',
    commandUnknown: 'prlens kennt den Befehl {command} nicht. Befehle:',
    commandInThread: '(als Antwort in einem Review-Thread)',
    commandsFooter: 'Schreibe `/prlens <Befehl>` oder die Kurzform, z. B. `/ask`.',
    helpAsk: '`/ask <Frage>` beantwortet eine Frage zu diesem PR anhand seines Codes, mit Dateien und Zeilen',
    helpDescribe: '`/describe` schreibt eine Zusammenfassung, einen Rundgang durch jede Datei und ein Ablaufdiagramm in die PR-Beschreibung',
    helpReview: '`/review` prüft die Commits seit dem letzten Review; `/review full` prüft den ganzen PR erneut',
    helpIgnore: '`/prlens ignore` unter einem prlens-Befund verhindert, dass dieser Befund in diesem PR erneut gepostet wird',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} Zeile hinzugefügt, {deleted} gelöscht · Linsen: {lenses}',
        other: '{n} Zeilen hinzugefügt, {deleted} gelöscht · Linsen: {lenses}',
    },
    pageLensesNone: 'keine',
    pageIncomplete: 'Unvollständiges Review',
    pageIncompleteRest: 'nur ein Teil der Änderung wurde geprüft; im Rest können Probleme verbleiben. Bisher {findings}.',
    pageNoReason: 'der Grund wurde nicht festgehalten',
    pageComplete: 'Review abgeschlossen',
    pageNotPinned: '({n} keiner Zeile zugeordnet)',
    pageNotReviewed: 'Nicht geprüft ({n})',
    pageLeftOut: 'Ausgelassene Dateien, mit Grund',
    pageCalls: 'Modellaufrufe',
    pagePromptTokens: 'Prompt-Tokens',
    pageCachedTokens: 'Tokens aus dem Cache',
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
        one: 'Zeitachse von {n} Modellaufruf über {duration}',
        other: 'Zeitachse von {n} Modellaufrufen über {duration}',
    },
    timelineCall: 'Modellaufruf',
    timelineCacheHit: 'Cache-Treffer ({n})',
    timelineFailed: 'fehlgeschlagen',
    timelineOpen: 'keine Antwort aufgezeichnet',
    timelineCalls: { one: '{n} Aufruf', other: '{n} Aufrufe' },
    timelineSummary: {
        one: '{calls} in {n} Konversation über {duration}',
        other: '{calls} in {n} Konversationen über {duration}',
    },
    timelineTokens: '{prompt} ein ({cached} aus dem Cache) / {completion} aus',
    timelineGroup: 'Gruppe {group}',
    pageFooter: 'Erstellt von prlens {version}. Alles oben außer den Überschriften stammt aus der geprüften Änderung und von einem Modell: es wird als Text angezeigt.',
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
        one: '{n} line added, {deleted} deleted · lenses: {lenses}',
        other: '{n} lines added, {deleted} deleted · lenses: {lenses}',
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
    heading: 'Revisión de prlens',
    incompleteTitle: 'Revisión incompleta:',
    incompleteRest: 'Solo se revisó parte del cambio ({scope}); puede haber problemas en el resto.',
    completeClean: 'Completa.',
    noFindings: 'Sin hallazgos.',
    complete: 'Completa:',
    scope: '{files} en {target}',
    lensList: '(lentes: {list})',
    coverageChanged: { one: '{n} archivo cambiado', other: '{n} archivos cambiados' },
    coverageLeftOut: '{n} omitido(s)',
    coverageStaticNone: {
        one: 'las reglas estáticas no lo cubren',
        other: 'las reglas estáticas no cubren ninguno',
    },
    coverageStatic: {
        one: 'las reglas estáticas leyeron {n} ({rules})',
        other: 'las reglas estáticas leyeron {n} ({rules})',
    },
    ruleCount: { one: '{n} regla', other: '{n} reglas' },
    coverageNoModel: 'ningún modelo configurado',
    coverageModel: { one: 'el modelo leyó {n} archivo', other: 'el modelo leyó {n} archivos' },
    coverageTests: {
        one: '{n} archivo de prueba (algunas reglas omiten las pruebas o las califican bajo)',
        other: '{n} archivos de prueba (algunas reglas omiten las pruebas o las califican bajo)',
    },
    coveragePreExisting: {
        one: '{n} problema preexistente en líneas cambiadas (también en la base, no publicado)',
        other: '{n} problemas preexistentes en líneas cambiadas (también en la base, no publicados)',
    },
    coverageLooked: {
        one: '{n} archivo que parece generado o de terceros fue revisado: la base no lo marca así ({list})',
        other: '{n} archivos que parecen generados o de terceros fueron revisados: la base no los marca así ({list})',
    },
    coverageImported: {
        one: '{n} resultado de {tools} no publicado (fuera de las líneas cambiadas, no nuevo o informativo)',
        other: '{n} resultados de {tools} no publicados (fuera de las líneas cambiadas, no nuevos o informativos)',
    },
    coverageImportedNoFile: {
        one: '{n} resultado de {tools} sin archivo (sin ubicación en el checkout, no publicado)',
        other: '{n} resultados de {tools} sin archivo (sin ubicación en el checkout, no publicados)',
    },
    coverageSuppressed: {
        one: '{n} coincidencia silenciada por un comentario',
        other: '{n} coincidencias silenciadas por un comentario',
    },
    hiddenBelow: {
        one: '{n} hallazgo bajo min-severity {floor} no mostrado: {list}',
        other: '{n} hallazgos bajo min-severity {floor} no mostrados: {list}',
    },
    belowFloorCell: '{n} no mostrado(s) (bajo min-severity)',
    findingCount: { one: '{n} hallazgo', other: '{n} hallazgos' },
    fileCount: { one: '{n} archivo', other: '{n} archivos' },
    moreFindings: { one: '{n} hallazgo más en el informe.', other: '{n} hallazgos más en el informe.' },
    tableSeverity: 'Gravedad',
    tableFindings: 'Hallazgos',
    findings: 'Hallazgos',
    unanchored: 'Sin asociar a una línea modificada',
    unanchoredSummary: '{findings} que el diff no pudo confirmar',
    nothingFound: 'No se encontró nada en la parte revisada.',
    line: 'línea {line}',
    nearLine: '{path} cerca de la línea {line}',
    oldFile: '(archivo anterior)',
    notPinned: '(sin asociar)',
    outsideChange: '{path} (fuera de este cambio: no cuenta para fail-on)',
    coverage: 'Cobertura',
    targetWorktree: 'árbol de trabajo frente a HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'cambios desde {ref}',
    atLocation: '{what} en {where}',
    notPinnedCount: { one: '{n} sin asociar a una línea', other: '{n} sin asociar a una línea' },
    incompleteFlag: 'INCOMPLETA',
    suggestedChange: 'Cambio sugerido:',
    suggestionNotApplicable: 'Cambio sugerido (sin botón de sugerencia: el código contiene un separador de línea, un CR suelto o `\\u{3c}!--`, mostrado aquí como escape; aplicarlo no confirmaría el código tal como está escrito):',
    suggestionLeftOut: '(cambio sugerido omitido: demasiado largo para un comentario)',
    suggestionVerified: 'Sugerencia comprobada por prlens: aplicada, analizada y revisada de nuevo por las reglas estáticas.',
    suggestionBroken: 'Cambio sugerido (sin botón de sugerencia: prlens lo aplicó, resultado: {reason}):',
    warnings: 'Advertencias',
    excluded: '{files} excluidos de la revisión',
    andMore: 'y {n} más',
    andMoreInReport: 'y {n} más (ver el informe)',
    usage: 'Consumo',
    usageNone: 'sin llamadas al modelo',
    usagePrompt: '{n} tokens de prompt',
    usageCached: '({n} en caché)',
    usageCompletion: '{n} tokens de respuesta',
    usageRequests: { one: '{n} solicitud', other: '{n} solicitudes' },
    costUnknown: 'coste desconocido',
    staticOnly: 'Solo reglas estáticas: no se indicó una clave de modelo. Define el input `api-key` (o `base-url` para un modelo local) para revisar con un modelo de lenguaje.',
    incremental: 'Revisión incremental de los commits posteriores a {from} hasta {to}.',
    suppressed: {
        one: '{n} hallazgo que ya está en un hilo abierto no se volvió a publicar.',
        other: '{n} hallazgos que ya están en hilos abiertos no se volvieron a publicar.',
    },
    carried: {
        one: '{n} hallazgo anterior en archivos que esta ejecución no volvió a revisar sigue abierto en su hilo: {list}.',
        other: '{n} hallazgos anteriores en archivos que esta ejecución no volvió a revisar siguen abiertos en sus hilos: {list}.',
    },
    carriedMore: '{list} y {n} más',
    overflow: 'No publicados en línea: por encima del límite de comentarios',
    rejected: 'No se pudieron situar en una línea',
    unreviewable: 'No revisables desde la API',
    defaultTitle: 'Hallazgo de prlens',
    commandsHead: 'Comandos de prlens:',
    commandUnknown: 'prlens no conoce el comando {command}. Comandos:',
    commandInThread: '(como respuesta en un hilo de revisión)',
    commandsFooter: 'Escribe `/prlens <comando>` o la forma corta, p. ej. `/ask`.',
    helpAsk: '`/ask <pregunta>` responde una pregunta sobre este PR a partir de su código, citando archivos y líneas',
    helpDescribe: '`/describe` escribe un resumen, un recorrido por archivo y un diagrama de flujo en la descripción del PR',
    helpReview: '`/review` revisa los commits desde la última revisión; `/review full` revisa todo el PR de nuevo',
    helpIgnore: '`/prlens ignore` bajo un hallazgo de prlens evita que ese hallazgo se vuelva a publicar en este PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} línea añadida, {deleted} eliminadas · lentes: {lenses}',
        other: '{n} líneas añadidas, {deleted} eliminadas · lentes: {lenses}',
    },
    pageLensesNone: 'ninguna',
    pageIncomplete: 'Revisión incompleta',
    pageIncompleteRest: 'solo se revisó una parte del cambio; pueden quedar problemas en el resto. {findings} hasta ahora.',
    pageNoReason: 'no se registró el motivo',
    pageComplete: 'Revisión completa',
    pageNotPinned: '({n} sin fijar a una línea)',
    pageNotReviewed: 'No revisado ({n})',
    pageLeftOut: 'Archivos omitidos, con el motivo',
    pageCalls: 'llamadas al modelo',
    pagePromptTokens: 'tokens de entrada',
    pageCachedTokens: 'tokens en caché',
    pageCompletionTokens: 'tokens de respuesta',
    pageCost: 'coste',
    pageCostUnknown: 'desconocido',
    pageModelCalls: 'Llamadas al modelo',
    pageFilterFindings: 'Filtrar hallazgos',
    pageLens: 'Lente',
    pageCategory: 'Categoría',
    pageRule: 'Regla',
    pageShown: { one: '{n} de {total} mostrado', other: '{n} de {total} mostrados' },
    pageConfidence: 'confianza {percent}',
    pageFlaggedLine: 'línea señalada',
    pageSuggestion: 'sugerencia',
    timelineNone: 'No se registró ninguna llamada al modelo.',
    timelineLabel: {
        one: 'Cronología de {n} llamada al modelo en {duration}',
        other: 'Cronología de {n} llamadas al modelo en {duration}',
    },
    timelineCall: 'llamada al modelo',
    timelineCacheHit: 'acierto de caché ({n})',
    timelineFailed: 'fallida',
    timelineOpen: 'sin respuesta registrada',
    timelineCalls: { one: '{n} llamada', other: '{n} llamadas' },
    timelineSummary: {
        one: '{calls} en {n} conversación en {duration}',
        other: '{calls} en {n} conversaciones en {duration}',
    },
    timelineTokens: '{prompt} de entrada ({cached} en caché) / {completion} de salida',
    timelineGroup: 'grupo {group}',
    pageFooter: 'Generado por prlens {version}. Todo lo anterior salvo los títulos procede del cambio revisado y de un modelo: se muestra como texto.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/fr.js
const fr = {
    heading: 'Revue prlens',
    incompleteTitle: 'Revue incomplète :',
    incompleteRest: 'Seule une partie du changement a été revue ({scope}) ; des problèmes peuvent subsister dans le reste.',
    completeClean: 'Terminée.',
    noFindings: 'Aucun problème relevé.',
    complete: 'Terminée :',
    scope: '{files} dans {target}',
    lensList: '(angles : {list})',
    coverageChanged: { one: '{n} fichier modifié', other: '{n} fichiers modifiés' },
    coverageLeftOut: '{n} écarté(s)',
    coverageStaticNone: {
        one: "les règles statiques n'en couvrent rien",
        other: "les règles statiques n'en couvrent aucun",
    },
    coverageStatic: {
        one: 'les règles statiques en ont lu {n} ({rules})',
        other: 'les règles statiques en ont lu {n} ({rules})',
    },
    ruleCount: { one: '{n} règle', other: '{n} règles' },
    coverageNoModel: 'aucun modèle configuré',
    coverageModel: { one: 'le modèle a lu {n} fichier', other: 'le modèle a lu {n} fichiers' },
    coverageTests: {
        one: '{n} fichier de test (certaines règles ignorent les tests ou les notent bas)',
        other: '{n} fichiers de test (certaines règles ignorent les tests ou les notent bas)',
    },
    coveragePreExisting: {
        one: '{n} problème préexistant dans les lignes modifiées (déjà dans la base, non publié)',
        other: '{n} problèmes préexistants dans les lignes modifiées (déjà dans la base, non publiés)',
    },
    coverageLooked: {
        one: '{n} fichier qui semble généré ou vendorisé a été revu : la base ne le marque pas ainsi ({list})',
        other: '{n} fichiers qui semblent générés ou vendorisés ont été revus : la base ne les marque pas ainsi ({list})',
    },
    coverageImported: {
        one: '{n} résultat de {tools} non publié (hors des lignes modifiées, pas nouveau ou informatif)',
        other: '{n} résultats de {tools} non publiés (hors des lignes modifiées, pas nouveaux ou informatifs)',
    },
    coverageImportedNoFile: {
        one: '{n} résultat de {tools} sans fichier (aucun emplacement dans le checkout, non publié)',
        other: '{n} résultats de {tools} sans fichier (aucun emplacement dans le checkout, non publiés)',
    },
    coverageSuppressed: {
        one: '{n} correspondance réduite au silence par un commentaire',
        other: '{n} correspondances réduites au silence par un commentaire',
    },
    hiddenBelow: {
        one: '{n} constat sous min-severity {floor} non affiché : {list}',
        other: '{n} constats sous min-severity {floor} non affichés : {list}',
    },
    belowFloorCell: '{n} non affiché(s) (sous min-severity)',
    findingCount: { one: '{n} problème', other: '{n} problèmes' },
    fileCount: { one: '{n} fichier', other: '{n} fichiers' },
    moreFindings: {
        one: '{n} autre problème dans le rapport.',
        other: '{n} autres problèmes dans le rapport.',
    },
    tableSeverity: 'Gravité',
    tableFindings: 'Problèmes',
    findings: 'Problèmes',
    unanchored: 'Non rattachés à une ligne modifiée',
    unanchoredSummary: '{findings} que le diff n’a pas pu confirmer',
    nothingFound: 'Rien n’a été trouvé dans la partie revue.',
    line: 'ligne {line}',
    nearLine: '{path} près de la ligne {line}',
    oldFile: '(ancien fichier)',
    notPinned: '(non rattaché)',
    outsideChange: '{path} (hors de ce changement : non compté par fail-on)',
    coverage: 'Couverture',
    targetWorktree: 'copie de travail par rapport à HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'modifications depuis {ref}',
    atLocation: '{what} à {where}',
    notPinnedCount: { one: '{n} non rattaché à une ligne', other: '{n} non rattachés à une ligne' },
    incompleteFlag: 'INCOMPLÈTE',
    suggestedChange: 'Modification suggérée :',
    suggestionNotApplicable: 'Modification suggérée (sans bouton de suggestion : le code contient un séparateur de ligne, un CR isolé ou `\\u{3c}!--`, montré ici comme échappement ; l’appliquer ne validerait pas le code tel qu’écrit) :',
    suggestionLeftOut: '(modification suggérée omise : trop longue pour un commentaire)',
    suggestionVerified: 'Suggestion vérifiée par prlens : appliquée, analysée et revue par les règles statiques.',
    suggestionBroken: 'Modification suggérée (sans bouton de suggestion : prlens l’a appliquée, résultat : {reason}) :',
    warnings: 'Avertissements',
    excluded: '{files} exclus de la revue',
    andMore: 'et {n} de plus',
    andMoreInReport: 'et {n} de plus (voir le rapport)',
    usage: 'Consommation',
    usageNone: 'aucun appel au modèle',
    usagePrompt: '{n} jetons de prompt',
    usageCached: '({n} en cache)',
    usageCompletion: '{n} jetons de réponse',
    usageRequests: { one: '{n} requête', other: '{n} requêtes' },
    costUnknown: 'coût inconnu',
    staticOnly: 'Règles statiques uniquement : aucune clé de modèle fournie. Renseignez l’entrée `api-key` (ou `base-url` pour un modèle local) pour une revue par un modèle de langage.',
    incremental: 'Revue incrémentale des commits après {from} jusqu’à {to}.',
    suppressed: {
        one: '{n} problème déjà présent dans un fil ouvert n’a pas été republié.',
        other: '{n} problèmes déjà présents dans des fils ouverts n’ont pas été republiés.',
    },
    carried: {
        one: '{n} problème antérieur, dans des fichiers que cette exécution n’a pas revus, reste ouvert dans son fil : {list}.',
        other: '{n} problèmes antérieurs, dans des fichiers que cette exécution n’a pas revus, restent ouverts dans leurs fils : {list}.',
    },
    carriedMore: '{list}, et {n} de plus',
    overflow: 'Non publiés en ligne : au-delà de la limite de commentaires',
    rejected: 'Impossible de placer sur une ligne',
    unreviewable: 'Impossible à revoir via l’API',
    defaultTitle: 'Problème relevé par prlens',
    commandsHead: 'Commandes prlens :',
    commandUnknown: 'prlens ne connaît pas la commande {command}. Commandes :',
    commandInThread: '(en réponse dans un fil de revue)',
    commandsFooter: 'Écrivez `/prlens <commande>` ou la forme courte, par exemple `/ask`.',
    helpAsk: '`/ask <question>` répond à une question sur cette PR à partir de son code, en citant fichiers et lignes',
    helpDescribe: '`/describe` écrit un résumé, un parcours fichier par fichier et un diagramme de flux dans la description de la PR',
    helpReview: '`/review` revoit les commits depuis la dernière revue ; `/review full` revoit toute la PR',
    helpIgnore: '`/prlens ignore` sous un problème relevé par prlens empêche qu’il soit republié sur cette PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} ligne ajoutée, {deleted} supprimées · angles : {lenses}',
        other: '{n} lignes ajoutées, {deleted} supprimées · angles : {lenses}',
    },
    pageLensesNone: 'aucun',
    pageIncomplete: 'Revue incomplète',
    pageIncompleteRest: 'seule une partie de la modification a été revue ; des problèmes peuvent rester dans le reste. {findings} jusqu’ici.',
    pageNoReason: 'la raison n’a pas été enregistrée',
    pageComplete: 'Revue terminée',
    pageNotPinned: '({n} non rattachés à une ligne)',
    pageNotReviewed: 'Non revus ({n})',
    pageLeftOut: 'Fichiers écartés, avec la raison',
    pageCalls: 'appels au modèle',
    pagePromptTokens: 'jetons d’entrée',
    pageCachedTokens: 'jetons en cache',
    pageCompletionTokens: 'jetons de réponse',
    pageCost: 'coût',
    pageCostUnknown: 'inconnu',
    pageModelCalls: 'Appels au modèle',
    pageFilterFindings: 'Filtrer les problèmes',
    pageLens: 'Angle',
    pageCategory: 'Catégorie',
    pageRule: 'Règle',
    pageShown: { one: '{n} sur {total} affiché', other: '{n} sur {total} affichés' },
    pageConfidence: 'confiance {percent}',
    pageFlaggedLine: 'ligne signalée',
    pageSuggestion: 'modification suggérée',
    timelineNone: 'Aucun appel au modèle n’a été enregistré.',
    timelineLabel: {
        one: 'Chronologie de {n} appel au modèle sur {duration}',
        other: 'Chronologie de {n} appels au modèle sur {duration}',
    },
    timelineCall: 'appel au modèle',
    timelineCacheHit: 'lu en cache ({n})',
    timelineFailed: 'échec',
    timelineOpen: 'aucune réponse enregistrée',
    timelineCalls: { one: '{n} appel', other: '{n} appels' },
    timelineSummary: {
        one: '{calls} dans {n} conversation sur {duration}',
        other: '{calls} dans {n} conversations sur {duration}',
    },
    timelineTokens: '{prompt} en entrée ({cached} en cache) / {completion} en sortie',
    timelineGroup: 'groupe {group}',
    pageFooter: 'Généré par prlens {version}. Tout ce qui précède, sauf les titres, provient de la modification revue et d’un modèle : c’est affiché comme du texte.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/ja.js
const ja = {
    heading: 'prlens レビュー',
    incompleteTitle: '未完了のレビュー:',
    incompleteRest: '変更の一部のみをレビューしました（{scope}）。残りの部分に問題が残っている可能性があります。',
    completeClean: '完了。',
    noFindings: '指摘はありません。',
    complete: '完了:',
    scope: '{target} の {files}',
    lensList: '（観点: {list}）',
    coverageChanged: { one: '{n} 件のファイルを変更', other: '{n} 件のファイルを変更' },
    coverageLeftOut: '{n} 件を除外',
    coverageStaticNone: { one: '静的ルールの対象外', other: '静的ルールの対象外' },
    coverageStatic: {
        one: '静的ルールが {n} 件を読み取り ({rules})',
        other: '静的ルールが {n} 件を読み取り ({rules})',
    },
    ruleCount: { one: '{n} ルール', other: '{n} ルール' },
    coverageNoModel: 'モデル未設定',
    coverageModel: { one: 'モデルが {n} 件のファイルを読み取り', other: 'モデルが {n} 件のファイルを読み取り' },
    coverageTests: {
        one: 'テストファイル {n} 件 (一部のルールはテストを除外または低く評価)',
        other: 'テストファイル {n} 件 (一部のルールはテストを除外または低く評価)',
    },
    coveragePreExisting: {
        one: '変更行に既存の問題 {n} 件（ベースにもあり、投稿せず）',
        other: '変更行に既存の問題 {n} 件（ベースにもあり、投稿せず）',
    },
    coverageLooked: {
        one: '生成物またはベンダーコードに見えるファイル {n} 件をレビューしました（ベースではそう扱われていません: {list}）',
        other: '生成物またはベンダーコードに見えるファイル {n} 件をレビューしました（ベースではそう扱われていません: {list}）',
    },
    coverageImported: {
        one: '{tools} の結果 {n} 件は投稿せず（変更行の外、新規でない、または情報のみ）',
        other: '{tools} の結果 {n} 件は投稿せず（変更行の外、新規でない、または情報のみ）',
    },
    coverageImportedNoFile: {
        one: '{tools} の結果 {n} 件はファイル外（チェックアウト内に位置なし、投稿せず）',
        other: '{tools} の結果 {n} 件はファイル外（チェックアウト内に位置なし、投稿せず）',
    },
    coverageSuppressed: {
        one: 'インラインコメントで抑止された一致 {n} 件',
        other: 'インラインコメントで抑止された一致 {n} 件',
    },
    hiddenBelow: {
        one: 'min-severity {floor} 未満で非表示の指摘 {n} 件: {list}',
        other: 'min-severity {floor} 未満で非表示の指摘 {n} 件: {list}',
    },
    belowFloorCell: '{n} 件非表示 (min-severity 未満)',
    findingCount: { one: '指摘 {n} 件', other: '指摘 {n} 件' },
    fileCount: { one: '{n} ファイル', other: '{n} ファイル' },
    moreFindings: {
        one: 'ほか {n} 件の指摘はレポートにあります。',
        other: 'ほか {n} 件の指摘はレポートにあります。',
    },
    tableSeverity: '重大度',
    tableFindings: '指摘',
    findings: '指摘',
    unanchored: '変更行に結び付けられなかった指摘',
    unanchoredSummary: 'diff で確認できなかった{findings}',
    nothingFound: 'レビューした部分では何も見つかりませんでした。',
    line: '{line} 行目',
    nearLine: '{path} の {line} 行目付近',
    oldFile: '（旧ファイル）',
    notPinned: '（行未確定）',
    outsideChange: '{path}（この変更に含まれないファイル: fail-on の対象外）',
    coverage: '対象範囲',
    targetWorktree: 'HEAD に対する作業ツリー',
    targetCommit: 'コミット {ref}',
    targetSince: '{ref} 以降の変更',
    atLocation: '{where} の {what}',
    notPinnedCount: { one: '{n} 件は行未確定', other: '{n} 件は行未確定' },
    incompleteFlag: '未完了',
    suggestedChange: '変更案:',
    suggestionNotApplicable: '変更案（提案ボタンなし: コードに行区切り文字、単独の CR または `\\u{3c}!--` が含まれ、ここではエスケープで表示しています。適用すると書かれたとおりのコードになりません）:',
    suggestionLeftOut: '（変更案は省略: コメントには長すぎます）',
    suggestionVerified: 'prlens が確認済みの提案: 適用・構文解析し、静的ルールで再レビューしました。',
    suggestionBroken: '変更案（提案ボタンなし: prlens が適用した結果: {reason}）:',
    warnings: '警告',
    excluded: 'レビュー対象外の {files}',
    andMore: 'ほか {n} 件',
    andMoreInReport: 'ほか {n} 件（レポートを参照）',
    usage: '使用量',
    usageNone: 'モデル呼び出しなし',
    usagePrompt: 'プロンプト {n} トークン',
    usageCached: '（キャッシュ {n}）',
    usageCompletion: '応答 {n} トークン',
    usageRequests: { one: '{n} リクエスト', other: '{n} リクエスト' },
    costUnknown: '費用不明',
    staticOnly: '静的ルールのみ: モデルのキーが指定されていません。言語モデルでレビューするには `api-key` 入力（ローカルモデルなら `base-url`）を設定してください。',
    incremental: '{from} より後から {to} までのコミットの差分レビューです。',
    suppressed: {
        one: '既に未解決のスレッドにある指摘 {n} 件は再投稿していません。',
        other: '既に未解決のスレッドにある指摘 {n} 件は再投稿していません。',
    },
    carried: {
        one: '今回再レビューしなかったファイルにある以前の指摘 {n} 件が、スレッドで未解決のままです: {list}。',
        other: '今回再レビューしなかったファイルにある以前の指摘 {n} 件が、スレッドで未解決のままです: {list}。',
    },
    carriedMore: '{list}、ほか {n} 件',
    overflow: 'インラインに投稿しなかった指摘（コメント数の上限超過）',
    rejected: '行に配置できなかった指摘',
    unreviewable: 'API からレビューできないファイル',
    defaultTitle: 'prlens の指摘',
    commandsHead: 'prlens のコマンド:',
    commandUnknown: 'prlens はコマンド {command} を知りません。コマンド:',
    commandInThread: '（レビュースレッドへの返信として）',
    commandsFooter: '`/prlens <コマンド>` または短縮形（例: `/ask`）で書いてください。',
    helpAsk: '`/ask <質問>` この PR についての質問にコードから答えます（ファイルと行を引用）',
    helpDescribe: '`/describe` 要約、ファイルごとの説明、フロー図を PR の説明に書き込みます',
    helpReview: '`/review` 前回のレビュー以降のコミットをレビューします。`/review full` は PR 全体を再レビューします',
    helpIgnore: '`/prlens ignore` prlens の指摘の下に書くと、この PR でその指摘を再投稿しません',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} 行追加、{deleted} 行削除 · レンズ: {lenses}',
        other: '{n} 行追加、{deleted} 行削除 · レンズ: {lenses}',
    },
    pageLensesNone: 'なし',
    pageIncomplete: '不完全なレビュー',
    pageIncompleteRest: '変更の一部のみレビューしました。残りに問題が残っている可能性があります。これまでに {findings}。',
    pageNoReason: '理由は記録されていません',
    pageComplete: 'レビュー完了',
    pageNotPinned: '(行に対応付けられないもの {n} 件)',
    pageNotReviewed: 'レビュー対象外 ({n})',
    pageLeftOut: '除外したファイルと理由',
    pageCalls: 'モデル呼び出し',
    pagePromptTokens: 'プロンプトトークン',
    pageCachedTokens: 'キャッシュ済みトークン',
    pageCompletionTokens: '応答トークン',
    pageCost: 'コスト',
    pageCostUnknown: '不明',
    pageModelCalls: 'モデル呼び出し',
    pageFilterFindings: '指摘を絞り込む',
    pageLens: '観点',
    pageCategory: 'カテゴリ',
    pageRule: 'ルール',
    pageShown: { one: '{total} 件中 {n} 件を表示', other: '{total} 件中 {n} 件を表示' },
    pageConfidence: '確信度 {percent}',
    pageFlaggedLine: '指摘された行',
    pageSuggestion: '修正案',
    timelineNone: 'モデル呼び出しは記録されていません。',
    timelineLabel: {
        one: '{duration} にわたるモデル呼び出し {n} 回のタイムライン',
        other: '{duration} にわたるモデル呼び出し {n} 回のタイムライン',
    },
    timelineCall: 'モデル呼び出し',
    timelineCacheHit: 'キャッシュ利用（{n}）',
    timelineFailed: '失敗',
    timelineOpen: '応答の記録なし',
    timelineCalls: { one: '{n} 回の呼び出し', other: '{n} 回の呼び出し' },
    timelineSummary: {
        one: '{n} 件の会話で{calls}（{duration}）',
        other: '{n} 件の会話で{calls}（{duration}）',
    },
    timelineTokens: '入力 {prompt}（キャッシュ {cached}）/ 出力 {completion}',
    timelineGroup: 'グループ {group}',
    pageFooter: 'prlens {version} が生成しました。見出しを除く上記の内容はすべて、レビュー対象の変更とモデルに由来し、テキストとして表示しています。',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/ko.js
const ko = {
    heading: 'prlens 리뷰',
    incompleteTitle: '완료되지 않은 리뷰:',
    incompleteRest: '변경의 일부만 리뷰했습니다({scope}). 나머지 부분에 문제가 남아 있을 수 있습니다.',
    completeClean: '완료.',
    noFindings: '발견된 문제가 없습니다.',
    complete: '완료:',
    scope: '{target}의 {files}',
    lensList: '(관점: {list})',
    coverageChanged: { one: '파일 {n}개 변경', other: '파일 {n}개 변경' },
    coverageLeftOut: '{n}개 제외',
    coverageStaticNone: { one: '정적 규칙이 다루지 않음', other: '정적 규칙이 하나도 다루지 않음' },
    coverageStatic: {
        one: '정적 규칙이 그중 {n}개를 읽음 ({rules})',
        other: '정적 규칙이 그중 {n}개를 읽음 ({rules})',
    },
    ruleCount: { one: '규칙 {n}개', other: '규칙 {n}개' },
    coverageNoModel: '모델 미설정',
    coverageModel: { one: '모델이 파일 {n}개를 읽음', other: '모델이 파일 {n}개를 읽음' },
    coverageTests: {
        one: '테스트 파일 {n}개 (일부 규칙은 테스트를 건너뛰거나 낮게 평가)',
        other: '테스트 파일 {n}개 (일부 규칙은 테스트를 건너뛰거나 낮게 평가)',
    },
    coveragePreExisting: {
        one: '변경된 줄의 기존 문제 {n}건 (기준에도 있음, 게시 안 함)',
        other: '변경된 줄의 기존 문제 {n}건 (기준에도 있음, 게시 안 함)',
    },
    coverageLooked: {
        one: '생성되었거나 외부 코드로 보이는 파일 {n}개를 리뷰함: 기준에서는 그렇게 표시되지 않음 ({list})',
        other: '생성되었거나 외부 코드로 보이는 파일 {n}개를 리뷰함: 기준에서는 그렇게 표시되지 않음 ({list})',
    },
    coverageImported: {
        one: '{tools}의 결과 {n}건은 게시하지 않음(변경된 줄 밖, 새로운 것이 아님 또는 정보용)',
        other: '{tools}의 결과 {n}건은 게시하지 않음(변경된 줄 밖, 새로운 것이 아님 또는 정보용)',
    },
    coverageImportedNoFile: {
        one: '{tools}의 결과 {n}건은 파일 없음(체크아웃 안의 위치 없음, 게시 안 함)',
        other: '{tools}의 결과 {n}건은 파일 없음(체크아웃 안의 위치 없음, 게시 안 함)',
    },
    coverageSuppressed: {
        one: '인라인 주석으로 억제된 일치 {n}개',
        other: '인라인 주석으로 억제된 일치 {n}개',
    },
    hiddenBelow: {
        one: 'min-severity {floor} 미만이라 표시하지 않은 발견 {n}개: {list}',
        other: 'min-severity {floor} 미만이라 표시하지 않은 발견 {n}개: {list}',
    },
    belowFloorCell: '{n}개 미표시 (min-severity 미만)',
    findingCount: { one: '문제 {n}건', other: '문제 {n}건' },
    fileCount: { one: '파일 {n}개', other: '파일 {n}개' },
    moreFindings: { one: '나머지 {n}건은 보고서에 있습니다.', other: '나머지 {n}건은 보고서에 있습니다.' },
    tableSeverity: '심각도',
    tableFindings: '문제',
    findings: '문제',
    unanchored: '변경된 줄에 연결되지 않은 문제',
    unanchoredSummary: 'diff로 확인할 수 없었던 {findings}',
    nothingFound: '리뷰한 부분에서는 아무것도 발견되지 않았습니다.',
    line: '{line}번째 줄',
    nearLine: '{path}의 {line}번째 줄 근처',
    oldFile: '(이전 파일)',
    notPinned: '(연결 안 됨)',
    outsideChange: '{path} (이 변경에 없는 파일: fail-on에 포함되지 않음)',
    coverage: '검토 범위',
    targetWorktree: 'HEAD 대비 작업 트리',
    targetCommit: '커밋 {ref}',
    targetSince: '{ref} 이후 변경',
    atLocation: '{where}의 {what}',
    notPinnedCount: { one: '{n}개는 줄에 연결되지 않음', other: '{n}개는 줄에 연결되지 않음' },
    incompleteFlag: '미완료',
    suggestedChange: '제안된 변경:',
    suggestionNotApplicable: '제안된 변경(제안 버튼 없음: 코드에 줄 구분 문자, 단독 CR 또는 `\\u{3c}!--`가 있어 여기서는 이스케이프로 표시합니다. 적용하면 작성된 그대로의 코드가 커밋되지 않습니다):',
    suggestionLeftOut: '(제안된 변경 생략: 댓글로 쓰기에 너무 깁니다)',
    suggestionVerified: 'prlens가 확인한 제안: 적용하고 구문 분석한 뒤 정적 규칙으로 다시 검토했습니다.',
    suggestionBroken: '제안된 변경 (제안 버튼 없음: prlens가 적용한 결과: {reason}):',
    warnings: '경고',
    excluded: '리뷰에서 제외된 {files}',
    andMore: '외 {n}개',
    andMoreInReport: '외 {n}개(보고서 참고)',
    usage: '사용량',
    usageNone: '모델 호출 없음',
    usagePrompt: '프롬프트 토큰 {n}개',
    usageCached: '(캐시 {n}개)',
    usageCompletion: '응답 토큰 {n}개',
    usageRequests: { one: '요청 {n}회', other: '요청 {n}회' },
    costUnknown: '비용 알 수 없음',
    staticOnly: '정적 규칙만 사용: 모델 키가 없습니다. 언어 모델로 리뷰하려면 `api-key` 입력(로컬 모델은 `base-url`)을 설정하세요.',
    incremental: '{from} 이후부터 {to}까지의 커밋에 대한 증분 리뷰입니다.',
    suppressed: {
        one: '이미 열린 스레드에 있는 문제 {n}건은 다시 게시하지 않았습니다.',
        other: '이미 열린 스레드에 있는 문제 {n}건은 다시 게시하지 않았습니다.',
    },
    carried: {
        one: '이번에 다시 리뷰하지 않은 파일의 이전 문제 {n}건이 스레드에서 아직 열려 있습니다: {list}.',
        other: '이번에 다시 리뷰하지 않은 파일의 이전 문제 {n}건이 스레드에서 아직 열려 있습니다: {list}.',
    },
    carriedMore: '{list} 외 {n}건',
    overflow: '인라인으로 게시하지 않음: 댓글 수 한도 초과',
    rejected: '줄에 배치할 수 없었던 문제',
    unreviewable: 'API로 리뷰할 수 없는 파일',
    defaultTitle: 'prlens 지적 사항',
    commandsHead: 'prlens 명령:',
    commandUnknown: 'prlens는 {command} 명령을 모릅니다. 명령:',
    commandInThread: '(리뷰 스레드의 답글로)',
    commandsFooter: '`/prlens <명령>` 또는 짧은 형태(예: `/ask`)로 쓰세요.',
    helpAsk: '`/ask <질문>` 이 PR에 대한 질문에 코드를 근거로 답합니다(파일과 줄 인용)',
    helpDescribe: '`/describe` PR 설명에 요약, 파일별 설명, 흐름도를 씁니다',
    helpReview: '`/review` 지난 리뷰 이후의 커밋을 리뷰합니다. `/review full`은 PR 전체를 다시 리뷰합니다',
    helpIgnore: '`/prlens ignore` prlens 지적 아래에 쓰면 이 PR에서 그 지적을 다시 게시하지 않습니다',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n}줄 추가, {deleted}줄 삭제 · 렌즈: {lenses}',
        other: '{n}줄 추가, {deleted}줄 삭제 · 렌즈: {lenses}',
    },
    pageLensesNone: '없음',
    pageIncomplete: '불완전한 리뷰',
    pageIncompleteRest: '변경의 일부만 리뷰했습니다. 나머지에 문제가 남아 있을 수 있습니다. 지금까지 {findings}.',
    pageNoReason: '이유가 기록되지 않았습니다',
    pageComplete: '리뷰 완료',
    pageNotPinned: '(줄에 고정되지 않은 것 {n}개)',
    pageNotReviewed: '리뷰하지 않음 ({n})',
    pageLeftOut: '제외된 파일과 이유',
    pageCalls: '모델 호출',
    pagePromptTokens: '프롬프트 토큰',
    pageCachedTokens: '캐시된 토큰',
    pageCompletionTokens: '응답 토큰',
    pageCost: '비용',
    pageCostUnknown: '알 수 없음',
    pageModelCalls: '모델 호출',
    pageFilterFindings: '문제 필터',
    pageLens: '관점',
    pageCategory: '분류',
    pageRule: '규칙',
    pageShown: { one: '{total}건 중 {n}건 표시', other: '{total}건 중 {n}건 표시' },
    pageConfidence: '확신도 {percent}',
    pageFlaggedLine: '지적된 줄',
    pageSuggestion: '제안',
    timelineNone: '기록된 모델 호출이 없습니다.',
    timelineLabel: {
        one: '{duration} 동안의 모델 호출 {n}회 타임라인',
        other: '{duration} 동안의 모델 호출 {n}회 타임라인',
    },
    timelineCall: '모델 호출',
    timelineCacheHit: '캐시 적중({n})',
    timelineFailed: '실패',
    timelineOpen: '기록된 응답 없음',
    timelineCalls: { one: '호출 {n}회', other: '호출 {n}회' },
    timelineSummary: {
        one: '대화 {n}개에서 {calls}, {duration}',
        other: '대화 {n}개에서 {calls}, {duration}',
    },
    timelineTokens: '입력 {prompt}(캐시 {cached}) / 출력 {completion}',
    timelineGroup: '그룹 {group}',
    pageFooter: 'prlens {version}에서 생성했습니다. 제목을 제외한 위의 모든 내용은 리뷰한 변경과 모델에서 나온 것이며 텍스트로 표시됩니다.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/plain-number.js
/**
 * Numbers below 1000 written as Intl.NumberFormat writes them in the catalog's languages, without
 * building one: its first use loads ICU data, ~10-20 ms of every text report, which prints at
 * least its duration (issue 48). Below 1000 none of the languages groups digits, and all write
 * ASCII digits, so only the decimal separator differs. ICU rounds the shortest decimal form of
 * the double half away from zero (1.45 → 1.5, where `toFixed` gives 1.4); so does this.
 * tests/i18n/plural-number.test.ts compares the two for every language.
 */
/** `value` with exactly `digits` decimals, or null when Intl must write it (≥ 1000, negative, tiny). */
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
    // Rounding up may carry into a fourth digit (999.95 → 1,000.0), which is grouped.
    if (integer.length > 3)
        return null;
    return digits === 0 ? integer : `${integer}${decimal}${scaled.slice(-digits)}`;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/pt.js
const pt = {
    heading: 'Revisão do prlens',
    incompleteTitle: 'Revisão incompleta:',
    incompleteRest: 'Só parte da alteração foi revista ({scope}); pode haver problemas no restante.',
    completeClean: 'Concluída.',
    noFindings: 'Nenhum apontamento.',
    complete: 'Concluída:',
    scope: '{files} em {target}',
    lensList: '(lentes: {list})',
    coverageChanged: { one: '{n} arquivo alterado', other: '{n} arquivos alterados' },
    coverageLeftOut: '{n} deixado(s) de fora',
    coverageStaticNone: {
        one: 'as regras estáticas não o cobrem',
        other: 'as regras estáticas não cobrem nenhum',
    },
    coverageStatic: {
        one: 'as regras estáticas leram {n} ({rules})',
        other: 'as regras estáticas leram {n} ({rules})',
    },
    ruleCount: { one: '{n} regra', other: '{n} regras' },
    coverageNoModel: 'nenhum modelo configurado',
    coverageModel: { one: 'o modelo leu {n} arquivo', other: 'o modelo leu {n} arquivos' },
    coverageTests: {
        one: '{n} arquivo de teste (algumas regras pulam testes ou os classificam como baixos)',
        other: '{n} arquivos de teste (algumas regras pulam testes ou os classificam como baixos)',
    },
    coveragePreExisting: {
        one: '{n} problema preexistente em linhas alteradas (também na base, não publicado)',
        other: '{n} problemas preexistentes em linhas alteradas (também na base, não publicados)',
    },
    coverageLooked: {
        one: '{n} arquivo que parece gerado ou de terceiros foi revisado: a base não o marca assim ({list})',
        other: '{n} arquivos que parecem gerados ou de terceiros foram revisados: a base não os marca assim ({list})',
    },
    coverageImported: {
        one: '{n} resultado de {tools} não publicado (fora das linhas alteradas, não novo ou informativo)',
        other: '{n} resultados de {tools} não publicados (fora das linhas alteradas, não novos ou informativos)',
    },
    coverageImportedNoFile: {
        one: '{n} resultado de {tools} sem arquivo (sem local no checkout, não publicado)',
        other: '{n} resultados de {tools} sem arquivo (sem local no checkout, não publicados)',
    },
    coverageSuppressed: {
        one: '{n} ocorrência silenciada por um comentário',
        other: '{n} ocorrências silenciadas por um comentário',
    },
    hiddenBelow: {
        one: '{n} achado abaixo de min-severity {floor} não exibido: {list}',
        other: '{n} achados abaixo de min-severity {floor} não exibidos: {list}',
    },
    belowFloorCell: '{n} não exibido(s) (abaixo de min-severity)',
    findingCount: { one: '{n} apontamento', other: '{n} apontamentos' },
    fileCount: { one: '{n} arquivo', other: '{n} arquivos' },
    moreFindings: { one: 'Mais {n} apontamento no relatório.', other: 'Mais {n} apontamentos no relatório.' },
    tableSeverity: 'Gravidade',
    tableFindings: 'Apontamentos',
    findings: 'Apontamentos',
    unanchored: 'Sem ligação a uma linha alterada',
    unanchoredSummary: '{findings} que o diff não pôde confirmar',
    nothingFound: 'Nada foi encontrado na parte revista.',
    line: 'linha {line}',
    nearLine: '{path} perto da linha {line}',
    oldFile: '(arquivo antigo)',
    notPinned: '(sem ligação)',
    outsideChange: '{path} (fora desta alteração: não conta para fail-on)',
    coverage: 'Cobertura',
    targetWorktree: 'árvore de trabalho em relação a HEAD',
    targetCommit: 'commit {ref}',
    targetSince: 'alterações desde {ref}',
    atLocation: '{what} em {where}',
    notPinnedCount: { one: '{n} sem linha associada', other: '{n} sem linha associada' },
    incompleteFlag: 'INCOMPLETA',
    suggestedChange: 'Alteração sugerida:',
    suggestionNotApplicable: 'Alteração sugerida (sem botão de sugestão: o código contém um separador de linha, um CR isolado ou `\\u{3c}!--`, mostrado aqui como escape; aplicá-la não gravaria o código como escrito):',
    suggestionLeftOut: '(alteração sugerida omitida: longa demais para um comentário)',
    suggestionVerified: 'Sugestão verificada pelo prlens: aplicada, analisada e revista pelas regras estáticas.',
    suggestionBroken: 'Alteração sugerida (sem botão de sugestão: o prlens aplicou-a, resultado: {reason}):',
    warnings: 'Avisos',
    excluded: '{files} excluídos da revisão',
    andMore: 'e mais {n}',
    andMoreInReport: 'e mais {n} (ver o relatório)',
    usage: 'Consumo',
    usageNone: 'nenhuma chamada ao modelo',
    usagePrompt: '{n} tokens de prompt',
    usageCached: '({n} em cache)',
    usageCompletion: '{n} tokens de resposta',
    usageRequests: { one: '{n} requisição', other: '{n} requisições' },
    costUnknown: 'custo desconhecido',
    staticOnly: 'Apenas regras estáticas: nenhuma chave de modelo foi fornecida. Defina o input `api-key` (ou `base-url` para um modelo local) para revisar com um modelo de linguagem.',
    incremental: 'Revisão incremental dos commits após {from} até {to}.',
    suppressed: {
        one: '{n} apontamento que já está numa thread aberta não foi publicado de novo.',
        other: '{n} apontamentos que já estão em threads abertas não foram publicados de novo.',
    },
    carried: {
        one: '{n} apontamento anterior em arquivos que esta execução não reviu continua aberto na sua thread: {list}.',
        other: '{n} apontamentos anteriores em arquivos que esta execução não reviu continuam abertos nas suas threads: {list}.',
    },
    carriedMore: '{list} e mais {n}',
    overflow: 'Não publicados em linha: acima do limite de comentários',
    rejected: 'Não foi possível colocar numa linha',
    unreviewable: 'Não revisáveis pela API',
    defaultTitle: 'Apontamento do prlens',
    commandsHead: 'Comandos do prlens:',
    commandUnknown: 'O prlens não conhece o comando {command}. Comandos:',
    commandInThread: '(como resposta numa thread de revisão)',
    commandsFooter: 'Escreva `/prlens <comando>` ou a forma curta, p. ex. `/ask`.',
    helpAsk: '`/ask <pergunta>` responde a uma pergunta sobre este PR a partir do código, citando arquivos e linhas',
    helpDescribe: '`/describe` escreve um resumo, um percurso por arquivo e um diagrama de fluxo na descrição do PR',
    helpReview: '`/review` revê os commits desde a última revisão; `/review full` revê o PR inteiro de novo',
    helpIgnore: '`/prlens ignore` sob um apontamento do prlens impede que ele seja publicado de novo neste PR',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '{n} linha adicionada, {deleted} removidas · lentes: {lenses}',
        other: '{n} linhas adicionadas, {deleted} removidas · lentes: {lenses}',
    },
    pageLensesNone: 'nenhuma',
    pageIncomplete: 'Revisão incompleta',
    pageIncompleteRest: 'só parte da mudança foi revisada; podem restar problemas no resto. {findings} até agora.',
    pageNoReason: 'o motivo não foi registrado',
    pageComplete: 'Revisão concluída',
    pageNotPinned: '({n} não fixados numa linha)',
    pageNotReviewed: 'Não revisado ({n})',
    pageLeftOut: 'Arquivos deixados de fora, com o motivo',
    pageCalls: 'chamadas ao modelo',
    pagePromptTokens: 'tokens de entrada',
    pageCachedTokens: 'tokens em cache',
    pageCompletionTokens: 'tokens de resposta',
    pageCost: 'custo',
    pageCostUnknown: 'desconhecido',
    pageModelCalls: 'Chamadas ao modelo',
    pageFilterFindings: 'Filtrar apontamentos',
    pageLens: 'Lente',
    pageCategory: 'Categoria',
    pageRule: 'Regra',
    pageShown: { one: '{n} de {total} exibido', other: '{n} de {total} exibidos' },
    pageConfidence: 'confiança {percent}',
    pageFlaggedLine: 'linha apontada',
    pageSuggestion: 'sugestão',
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
    timelineTokens: '{prompt} de entrada ({cached} em cache) / {completion} de saída',
    timelineGroup: 'grupo {group}',
    pageFooter: 'Gerado por prlens {version}. Tudo acima, exceto os títulos, vem da mudança revisada e de um modelo: é mostrado como texto.',
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/i18n/zh.js
const zh = {
    heading: 'prlens 审查',
    incompleteTitle: '审查未完成：',
    incompleteRest: '只审查了部分变更（{scope}）；其余部分可能仍有问题。',
    completeClean: '已完成。',
    noFindings: '没有发现问题。',
    complete: '已完成：',
    scope: '{target} 中的 {files}',
    lensList: '（视角：{list}）',
    coverageChanged: { one: '更改了 {n} 个文件', other: '更改了 {n} 个文件' },
    coverageLeftOut: '排除 {n} 个',
    coverageStaticNone: { one: '静态规则未覆盖', other: '静态规则均未覆盖' },
    coverageStatic: {
        one: '静态规则读取了其中 {n} 个（{rules}）',
        other: '静态规则读取了其中 {n} 个（{rules}）',
    },
    ruleCount: { one: '{n} 条规则', other: '{n} 条规则' },
    coverageNoModel: '未配置模型',
    coverageModel: { one: '模型读取了 {n} 个文件', other: '模型读取了 {n} 个文件' },
    coverageTests: {
        one: '{n} 个测试文件（部分规则跳过测试或降低其级别）',
        other: '{n} 个测试文件（部分规则跳过测试或降低其级别）',
    },
    coveragePreExisting: {
        one: '变更行中 {n} 个既有问题（基线中也有，未发布）',
        other: '变更行中 {n} 个既有问题（基线中也有，未发布）',
    },
    coverageLooked: {
        one: '{n} 个看似生成或第三方的文件已审查：基线未如此标记（{list}）',
        other: '{n} 个看似生成或第三方的文件已审查：基线未如此标记（{list}）',
    },
    coverageImported: {
        one: '{tools} 的 {n} 条结果未发布（不在变更行上、非新增或仅供参考）',
        other: '{tools} 的 {n} 条结果未发布（不在变更行上、非新增或仅供参考）',
    },
    coverageImportedNoFile: {
        one: '{tools} 的 {n} 个结果不在文件上（检出中无位置，未发布）',
        other: '{tools} 的 {n} 个结果不在文件上（检出中无位置，未发布）',
    },
    coverageSuppressed: { one: '{n} 处匹配被行内注释抑制', other: '{n} 处匹配被行内注释抑制' },
    hiddenBelow: {
        one: '{n} 个低于 min-severity {floor} 的发现未显示：{list}',
        other: '{n} 个低于 min-severity {floor} 的发现未显示：{list}',
    },
    belowFloorCell: '{n} 个未显示（低于 min-severity）',
    findingCount: { one: '{n} 个问题', other: '{n} 个问题' },
    fileCount: { one: '{n} 个文件', other: '{n} 个文件' },
    moreFindings: { one: '另有 {n} 个问题见报告。', other: '另有 {n} 个问题见报告。' },
    tableSeverity: '严重程度',
    tableFindings: '问题数',
    findings: '问题',
    unanchored: '未能对应到变更行',
    unanchoredSummary: 'diff 无法确认的 {findings}',
    nothingFound: '在已审查的部分中没有发现问题。',
    line: '第 {line} 行',
    nearLine: '{path} 第 {line} 行附近',
    oldFile: '（旧文件）',
    notPinned: '（未定位）',
    outsideChange: '{path}（不在本次变更中：不计入 fail-on）',
    coverage: '覆盖范围',
    targetWorktree: '工作区相对于 HEAD',
    targetCommit: '提交 {ref}',
    targetSince: '自 {ref} 以来的更改',
    atLocation: '{where} 处的 {what}',
    notPinnedCount: { one: '{n} 个未定位到行', other: '{n} 个未定位到行' },
    incompleteFlag: '未完成',
    suggestedChange: '建议的修改：',
    suggestionNotApplicable: '建议的修改（无建议按钮：代码含有行分隔符、单独的 CR 或 `\\u{3c}!--`，此处以转义显示；应用后提交的将不是原样的代码）：',
    suggestionLeftOut: '（建议的修改已省略：对评论来说太长）',
    suggestionVerified: 'prlens 已检查此建议：已应用、解析，并由静态规则重新审查。',
    suggestionBroken: '建议的修改（无建议按钮：prlens 应用后的结果：{reason}）：',
    warnings: '警告',
    excluded: '{files} 未纳入审查',
    andMore: '另有 {n} 个',
    andMoreInReport: '另有 {n} 个（见报告）',
    usage: '用量',
    usageNone: '没有调用模型',
    usagePrompt: '{n} 个提示词元',
    usageCached: '（{n} 个来自缓存）',
    usageCompletion: '{n} 个回答词元',
    usageRequests: { one: '{n} 次请求', other: '{n} 次请求' },
    costUnknown: '费用未知',
    staticOnly: '仅静态规则：未提供模型密钥。设置 `api-key` 输入（本地模型则设置 `base-url`）即可使用语言模型审查。',
    incremental: '增量审查：{from} 之后到 {to} 的提交。',
    suppressed: {
        one: '{n} 个已在未解决讨论中的问题没有重复发布。',
        other: '{n} 个已在未解决讨论中的问题没有重复发布。',
    },
    carried: {
        one: '本次未重新审查的文件中有 {n} 个早先的问题仍在讨论中未解决：{list}。',
        other: '本次未重新审查的文件中有 {n} 个早先的问题仍在讨论中未解决：{list}。',
    },
    carriedMore: '{list}，另有 {n} 个',
    overflow: '未以行内评论发布：超出评论数量上限',
    rejected: '无法定位到某一行',
    unreviewable: '无法通过 API 审查',
    defaultTitle: 'prlens 发现的问题',
    commandsHead: 'prlens 命令：',
    commandUnknown: 'prlens 不认识命令 {command}。命令：',
    commandInThread: '（在审查讨论中回复）',
    commandsFooter: '写 `/prlens <命令>` 或简写形式，例如 `/ask`。',
    helpAsk: '`/ask <问题>` 根据代码回答关于此 PR 的问题，并引用文件和行',
    helpDescribe: '`/describe` 在 PR 描述中写入摘要、逐文件说明和流程图',
    helpReview: '`/review` 审查上次审查以来的提交；`/review full` 重新审查整个 PR',
    helpIgnore: '`/prlens ignore` 写在 prlens 的问题下方，此问题不会在此 PR 中再次发布',
    // The HTML page (src/report/html/report-page.ts).
    pageMeta: {
        one: '新增 {n} 行，删除 {deleted} 行 · 视角：{lenses}',
        other: '新增 {n} 行，删除 {deleted} 行 · 视角：{lenses}',
    },
    pageLensesNone: '无',
    pageIncomplete: '审查不完整',
    pageIncompleteRest: '只审查了部分变更；其余部分可能仍有问题。目前 {findings}。',
    pageNoReason: '未记录原因',
    pageComplete: '审查完成',
    pageNotPinned: '（{n} 个未对应到行）',
    pageNotReviewed: '未审查（{n}）',
    pageLeftOut: '被排除的文件及原因',
    pageCalls: '模型调用',
    pagePromptTokens: '提示词 token',
    pageCachedTokens: '缓存 token',
    pageCompletionTokens: '回答 token',
    pageCost: '费用',
    pageCostUnknown: '未知',
    pageModelCalls: '模型调用',
    pageFilterFindings: '筛选问题',
    pageLens: '视角',
    pageCategory: '类别',
    pageRule: '规则',
    pageShown: { one: '显示 {n} / {total} 个', other: '显示 {n} / {total} 个' },
    pageConfidence: '置信度 {percent}',
    pageFlaggedLine: '被标记的行',
    pageSuggestion: '建议',
    timelineNone: '没有记录到模型调用。',
    timelineLabel: {
        one: '{duration} 内 {n} 次模型调用的时间线',
        other: '{duration} 内 {n} 次模型调用的时间线',
    },
    timelineCall: '模型调用',
    timelineCacheHit: '命中缓存（{n}）',
    timelineFailed: '失败',
    timelineOpen: '未记录到回答',
    timelineCalls: { one: '{n} 次调用', other: '{n} 次调用' },
    timelineSummary: {
        one: '{n} 个会话中共 {calls}，历时 {duration}',
        other: '{n} 个会话中共 {calls}，历时 {duration}',
    },
    timelineTokens: '输入 {prompt}（{cached} 个来自缓存）/ 输出 {completion}',
    timelineGroup: '分组 {group}',
    pageFooter: '由 prlens {version} 生成。以上除标题外的所有内容都来自所审查的变更和模型，均以文本显示。',
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
    fr: ['french', 'français', 'francais'],
    es: ['spanish', 'español', 'espanol', 'castellano'],
    pt: ['portuguese', 'português', 'portugues', 'brazilian portuguese'],
    ja: ['japanese', '日本語', 'nihongo'],
    // One Chinese catalog (Simplified); zh-TW / zh-Hant get it too rather than English.
    zh: ['chinese', '中文', '简体中文', '汉语', 'mandarin', 'simplified chinese'],
    ko: ['korean', '한국어'],
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

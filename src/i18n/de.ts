/** German messages (Deutsch). */
import type { Messages } from './en.js';

export const de: Messages = {
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
    other:
      '{n} Dateien, die generiert oder eingebunden aussehen, wurden geprüft: die Basis kennzeichnet sie nicht so ({list})',
  },
  coverageImported: {
    one: '{n} Ergebnis von {tools} nicht gepostet (außerhalb der geänderten Zeilen, nicht neu oder nur informativ)',
    other:
      '{n} Ergebnisse von {tools} nicht gepostet (außerhalb der geänderten Zeilen, nicht neu oder nur informativ)',
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
  suggestedChange: 'Vorgeschlagene Änderung:',
  suggestionNotApplicable:
    'Vorgeschlagene Änderung (ohne Vorschlagsknopf: der Code enthält ein Zeilentrennzeichen, ein einzelnes CR oder `\\u{3c}!--`, hier als Escape gezeigt; übernommen würde nicht der Code wie geschrieben):',
  suggestionLeftOut: '(vorgeschlagene Änderung weggelassen: zu lang für einen Kommentar)',
  suggestionVerified:
    'Vorschlag von prlens geprüft: angewendet, geparst und von den statischen Regeln erneut geprüft.',
  suggestionBroken:
    'Vorgeschlagene Änderung (kein Vorschlags-Button: prlens hat sie angewendet, Ergebnis: {reason}):',
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
  staticOnly:
    'Nur statische Regeln: Es wurde kein Modellschlüssel angegeben. Setze den Input `api-key` (oder `base-url` für ein lokales Modell), um mit einem Sprachmodell zu prüfen.',
  incremental: 'Inkrementelles Review der Commits nach {from} bis {to}.',
  suppressed: {
    one: '{n} Befund, der schon in einem offenen Thread steht, wurde nicht erneut gepostet.',
    other: '{n} Befunde, die schon in offenen Threads stehen, wurden nicht erneut gepostet.',
  },
  carried: {
    one: '{n} früherer Befund in Dateien, die dieser Lauf nicht erneut geprüft hat, ist in seinem Thread noch offen: {list}.',
    other:
      '{n} frühere Befunde in Dateien, die dieser Lauf nicht erneut geprüft hat, sind in ihren Threads noch offen: {list}.',
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
  helpDescribe:
    '`/describe` schreibt eine Zusammenfassung, einen Rundgang durch jede Datei und ein Ablaufdiagramm in die PR-Beschreibung',
  helpReview:
    '`/review` prüft die Commits seit dem letzten Review; `/review full` prüft den ganzen PR erneut',
  helpIgnore:
    '`/prlens ignore` unter einem prlens-Befund verhindert, dass dieser Befund in diesem PR erneut gepostet wird',
  // The HTML page (src/report/html/report-page.ts).
  pageMeta: {
    one: '{n} Zeile hinzugefügt, {deleted} gelöscht · Linsen: {lenses}',
    other: '{n} Zeilen hinzugefügt, {deleted} gelöscht · Linsen: {lenses}',
  },
  pageLensesNone: 'keine',
  pageIncomplete: 'Unvollständiges Review',
  pageIncompleteRest:
    'nur ein Teil der Änderung wurde geprüft; im Rest können Probleme verbleiben. Bisher {findings}.',
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
  pageFooter:
    'Erstellt von prlens {version}. Alles oben außer den Überschriften stammt aus der geprüften Änderung und von einem Modell: es wird als Text angezeigt.',
};

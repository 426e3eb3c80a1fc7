/** French messages (français). */
import type { Messages } from './en.js';

export const fr: Messages = {
  heading: 'Revue prlens',
  incompleteTitle: 'Revue incomplète :',
  incompleteRest:
    'Seule une partie du changement a été revue ({scope}) ; des problèmes peuvent subsister dans le reste.',
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
  suggestedChange: 'Modification suggérée :',
  suggestionNotApplicable:
    'Modification suggérée (sans bouton de suggestion : le code contient un séparateur de ligne, un CR isolé ou `\\u{3c}!--`, montré ici comme échappement ; l’appliquer ne validerait pas le code tel qu’écrit) :',
  suggestionLeftOut: '(modification suggérée omise : trop longue pour un commentaire)',
  suggestionVerified:
    'Suggestion vérifiée par prlens : appliquée, analysée et revue par les règles statiques.',
  suggestionBroken:
    'Modification suggérée (sans bouton de suggestion : prlens l’a appliquée, résultat : {reason}) :',
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
  staticOnly:
    'Règles statiques uniquement : aucune clé de modèle fournie. Renseignez l’entrée `api-key` (ou `base-url` pour un modèle local) pour une revue par un modèle de langage.',
  incremental: 'Revue incrémentale des commits après {from} jusqu’à {to}.',
  suppressed: {
    one: '{n} problème déjà présent dans un fil ouvert n’a pas été republié.',
    other: '{n} problèmes déjà présents dans des fils ouverts n’ont pas été republiés.',
  },
  carried: {
    one: '{n} problème antérieur, dans des fichiers que cette exécution n’a pas revus, reste ouvert dans son fil : {list}.',
    other:
      '{n} problèmes antérieurs, dans des fichiers que cette exécution n’a pas revus, restent ouverts dans leurs fils : {list}.',
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
  helpAsk:
    '`/ask <question>` répond à une question sur cette PR à partir de son code, en citant fichiers et lignes',
  helpDescribe:
    '`/describe` écrit un résumé, un parcours fichier par fichier et un diagramme de flux dans la description de la PR',
  helpReview: '`/review` revoit les commits depuis la dernière revue ; `/review full` revoit toute la PR',
  helpIgnore: '`/prlens ignore` sous un problème relevé par prlens empêche qu’il soit republié sur cette PR',
  // The HTML page (src/report/html/report-page.ts).
  pageMeta: {
    one: '{n} ligne ajoutée, {deleted} supprimées · angles : {lenses}',
    other: '{n} lignes ajoutées, {deleted} supprimées · angles : {lenses}',
  },
  pageLensesNone: 'aucun',
  pageIncomplete: 'Revue incomplète',
  pageIncompleteRest:
    'seule une partie de la modification a été revue ; des problèmes peuvent rester dans le reste. {findings} jusqu’ici.',
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
  pageFooter:
    'Généré par prlens {version}. Tout ce qui précède, sauf les titres, provient de la modification revue et d’un modèle : c’est affiché comme du texte.',
};

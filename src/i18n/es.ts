/** Spanish messages (español). */
import type { Messages } from './en.js';

export const es: Messages = {
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
    other:
      '{n} archivos que parecen generados o de terceros fueron revisados: la base no los marca así ({list})',
  },
  coverageImported: {
    one: '{n} resultado de {tools} no publicado (fuera de las líneas cambiadas, no nuevo o informativo)',
    other:
      '{n} resultados de {tools} no publicados (fuera de las líneas cambiadas, no nuevos o informativos)',
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
  suggestedChange: 'Cambio sugerido:',
  suggestionNotApplicable:
    'Cambio sugerido (sin botón de sugerencia: el código contiene un separador de línea, un CR suelto o `\\u{3c}!--`, mostrado aquí como escape; aplicarlo no confirmaría el código tal como está escrito):',
  suggestionLeftOut: '(cambio sugerido omitido: demasiado largo para un comentario)',
  suggestionVerified:
    'Sugerencia comprobada por prlens: aplicada, analizada y revisada de nuevo por las reglas estáticas.',
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
  staticOnly:
    'Solo reglas estáticas: no se indicó una clave de modelo. Define el input `api-key` (o `base-url` para un modelo local) para revisar con un modelo de lenguaje.',
  incremental: 'Revisión incremental de los commits posteriores a {from} hasta {to}.',
  suppressed: {
    one: '{n} hallazgo que ya está en un hilo abierto no se volvió a publicar.',
    other: '{n} hallazgos que ya están en hilos abiertos no se volvieron a publicar.',
  },
  carried: {
    one: '{n} hallazgo anterior en archivos que esta ejecución no volvió a revisar sigue abierto en su hilo: {list}.',
    other:
      '{n} hallazgos anteriores en archivos que esta ejecución no volvió a revisar siguen abiertos en sus hilos: {list}.',
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
  helpAsk:
    '`/ask <pregunta>` responde una pregunta sobre este PR a partir de su código, citando archivos y líneas',
  helpDescribe:
    '`/describe` escribe un resumen, un recorrido por archivo y un diagrama de flujo en la descripción del PR',
  helpReview:
    '`/review` revisa los commits desde la última revisión; `/review full` revisa todo el PR de nuevo',
  helpIgnore:
    '`/prlens ignore` bajo un hallazgo de prlens evita que ese hallazgo se vuelva a publicar en este PR',
  // The HTML page (src/report/html/report-page.ts).
  pageMeta: {
    one: '{n} línea añadida, {deleted} eliminadas · lentes: {lenses}',
    other: '{n} líneas añadidas, {deleted} eliminadas · lentes: {lenses}',
  },
  pageLensesNone: 'ninguna',
  pageIncomplete: 'Revisión incompleta',
  pageIncompleteRest:
    'solo se revisó una parte del cambio; pueden quedar problemas en el resto. {findings} hasta ahora.',
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
  pageFooter:
    'Generado por prlens {version}. Todo lo anterior salvo los títulos procede del cambio revisado y de un modelo: se muestra como texto.',
};

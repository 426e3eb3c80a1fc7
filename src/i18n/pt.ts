/** Portuguese messages (português). */
import type { Messages } from './en.js';

export const pt: Messages = {
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
  suggestedChange: 'Alteração sugerida:',
  suggestionNotApplicable:
    'Alteração sugerida (sem botão de sugestão: o código contém um separador de linha, um CR isolado ou `\\u{3c}!--`, mostrado aqui como escape; aplicá-la não gravaria o código como escrito):',
  suggestionLeftOut: '(alteração sugerida omitida: longa demais para um comentário)',
  suggestionVerified:
    'Sugestão verificada pelo prlens: aplicada, analisada e revista pelas regras estáticas.',
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
  staticOnly:
    'Apenas regras estáticas: nenhuma chave de modelo foi fornecida. Defina o input `api-key` (ou `base-url` para um modelo local) para revisar com um modelo de linguagem.',
  incremental: 'Revisão incremental dos commits após {from} até {to}.',
  suppressed: {
    one: '{n} apontamento que já está numa thread aberta não foi publicado de novo.',
    other: '{n} apontamentos que já estão em threads abertas não foram publicados de novo.',
  },
  carried: {
    one: '{n} apontamento anterior em arquivos que esta execução não reviu continua aberto na sua thread: {list}.',
    other:
      '{n} apontamentos anteriores em arquivos que esta execução não reviu continuam abertos nas suas threads: {list}.',
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
  helpAsk:
    '`/ask <pergunta>` responde a uma pergunta sobre este PR a partir do código, citando arquivos e linhas',
  helpDescribe:
    '`/describe` escreve um resumo, um percurso por arquivo e um diagrama de fluxo na descrição do PR',
  helpReview: '`/review` revê os commits desde a última revisão; `/review full` revê o PR inteiro de novo',
  helpIgnore: '`/prlens ignore` sob um apontamento do prlens impede que ele seja publicado de novo neste PR',
};

/**
 * A Mermaid flowchart from the flow the model reported for /describe. The nodes and labels come from
 * a model that read untrusted code, so nothing is copied through as is: ids must be plain words (and
 * are prefixed, so Mermaid keywords such as `end` cannot break the chart), labels keep only plain
 * characters and are quoted, edges to unknown nodes are dropped, and the size is capped. A flow that
 * is left with fewer than two nodes or no edge is no diagram. Pure.
 */

export interface FlowInput {
  nodes: ReadonlyArray<{ id: string; label: string }>;
  edges: ReadonlyArray<{ from: string; to: string; label?: string | null }>;
}

const MAX_FLOW_NODES = 15;
const MAX_FLOW_EDGES = 25;
const MAX_LABEL = 60;
const ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Letters (any script), digits, spaces and a few punctuation marks; everything else becomes a space. */
function cleanLabel(label: string): string {
  return label
    .replace(/[^\p{L}\p{N} _.,:;/()'+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LABEL)
    .trim();
}

/** The fenced ```mermaid block, or null when the flow does not make a diagram. */
export function renderFlow(flow: FlowInput | null | undefined): string | null {
  if (!flow) return null;
  const ids = new Map<string, string>();
  const lines: string[] = [];
  for (const node of flow.nodes) {
    if (ids.size >= MAX_FLOW_NODES || !ID.test(node.id) || ids.has(node.id)) continue;
    const label = cleanLabel(node.label) || node.id;
    const id = `n_${node.id}`;
    ids.set(node.id, id);
    lines.push(`  ${id}["${label}"]`);
  }
  let edges = 0;
  for (const edge of flow.edges) {
    if (edges >= MAX_FLOW_EDGES) break;
    const from = ids.get(edge.from);
    const to = ids.get(edge.to);
    if (!from || !to) continue;
    const label = edge.label ? cleanLabel(edge.label) : '';
    lines.push(label ? `  ${from} -->|"${label}"| ${to}` : `  ${from} --> ${to}`);
    edges++;
  }
  if (ids.size < 2 || edges === 0) return null;
  return ['```mermaid', 'flowchart TD', ...lines, '```'].join('\n');
}

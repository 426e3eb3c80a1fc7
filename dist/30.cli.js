export const id = 30;
export const ids = [30];
export const modules = {

/***/ 60030:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderPreview: () => (/* binding */ renderPreview)
/* harmony export */ });
/** What `--preview` prints: the files a review would read, why the others are left out, the model plan. */
function renderPreview(input) {
    const looks = new Map((input.unconfirmed ?? []).map((u) => [u.path, u]));
    const kept = input.kept.map((f) => ({
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        class: input.classes?.get(f.path) ?? 'source',
    }));
    if (input.format === 'json') {
        const looked = looks.size > 0 ? { looked_generated: [...looks.values()] } : {};
        const estimate = input.estimate ?? null;
        return `${JSON.stringify({ kept, excluded: input.excluded, ...looked, model_calls: 0, estimate }, null, 2)}\n`;
    }
    const lines = [];
    const changed = kept.reduce((sum, f) => sum + f.additions + f.deletions, 0);
    lines.push(`Would review ${kept.length} file(s), ${changed} changed line(s):`);
    for (const f of kept) {
        const kind = f.class === 'source' ? '' : `, ${f.class}`;
        const look = looks.get(f.path);
        // Reviewed although it looks generated: the base does not say so, and the user should know why.
        const note = look ? `; looks ${look.looked}, reviewed: ${look.reason}` : '';
        lines.push(`  ${f.path}  (${f.status}, +${f.additions} -${f.deletions}${kind}${note})`);
    }
    if (input.excluded.length > 0) {
        lines.push('', `Excluded ${input.excluded.length} file(s):`);
        for (const e of input.excluded)
            lines.push(`  ${e.path}  \u2014 ${e.reason}`);
    }
    lines.push('', ...estimateLines(input.estimate ?? null), 'Preview only: no model was called.');
    return `${lines.join('\n')}\n`;
}
/** The model plan in words: calls, prompt tokens and their input cost, or why there is none. */
function estimateLines(estimate) {
    if (estimate === null)
        return ['Model: none (static rules only).'];
    const who = `${estimate.provider} ${estimate.model ?? '(no model set)'}`;
    // What the model sees together: a caller and the callee it changes share one unit when they fit.
    const units = estimate.units.map((paths, i) => `  ${i + 1}. ${paths.join(', ')}`);
    if (estimate.calls === null)
        return [
            `Model: ${who}, preset deep (a tool-using conversation per group): not estimated.`,
            `Conversations (files reviewed together): ${estimate.units.length}`,
            ...units,
        ];
    const tokens = (estimate.promptTokens ?? 0).toLocaleString('en-US');
    const cost = estimate.inputCostUsd === null
        ? 'price unknown'
        : `about $${estimate.inputCostUsd < 0.01 ? estimate.inputCostUsd.toFixed(4) : estimate.inputCostUsd.toFixed(2)} at list price before caching`;
    // The packs apart: what repo-context pack/full adds to the diff, built as the review builds them.
    const packs = estimate.packTokens === null
        ? []
        : [
            `Context packs: about ${estimate.packTokens.toLocaleString('en-US')} of those prompt tokens ` +
                "(each call's repository context after its diff; repo-context: off or lookups leaves them out).",
        ];
    return [
        `Model: ${who}; ${estimate.calls} lens call(s) (${estimate.lenses.join(', ')}), about ${tokens} prompt tokens, ${cost}.`,
        ...packs,
        `Units (files reviewed together): ${estimate.units.length}`,
        ...units,
        'Not counted: the grouping and audit calls, re-asks, the lookup round and output tokens, which depend on the answers.',
    ];
}


/***/ })

};

/**
 * The one script of the pages: finding filters by severity and lens, and open/close-all buttons for
 * collapsible blocks. It reads values (and the words of the shown-count line) only through
 * `dataset` and `<html lang>` and writes only `hidden`,
 * `aria-pressed` and `textContent`: it never builds markup, so no value from the page can become code.
 */
export const PAGE_SCRIPT = `
(function () {
  'use strict';
  var hidden = { severity: new Set(), lens: new Set() };
  var findings = Array.prototype.slice.call(document.querySelectorAll('.finding'));
  var counter = document.getElementById('shown-count');
  function apply() {
    var shown = 0;
    findings.forEach(function (f) {
      var hide = hidden.severity.has(f.dataset.severity) || hidden.lens.has(f.dataset.lens);
      f.hidden = hide;
      if (!hide) shown++;
    });
    document.querySelectorAll('.file').forEach(function (file) {
      file.hidden = file.querySelector('.finding:not([hidden])') === null;
    });
    if (counter) counter.textContent = shownText(shown, findings.length);
  }
  // The words come from the page (data-one, data-other: the catalog's two forms), chosen and
  // numbered in the page's language as the server did; the result is only ever text.
  var lang = document.documentElement.lang || 'en';
  var plural = new Intl.PluralRules(lang);
  var number = new Intl.NumberFormat(lang);
  function shownText(n, total) {
    var form = plural.select(n) === 'one' ? counter.dataset.one : counter.dataset.other;
    return String(form || '').split('{n}').join(number.format(n)).split('{total}').join(number.format(total));
  }
  document.querySelectorAll('button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var set = hidden[button.dataset.filter];
      if (!set) return;
      var value = button.dataset.value;
      if (set.has(value)) set.delete(value); else set.add(value);
      button.setAttribute('aria-pressed', set.has(value) ? 'false' : 'true');
      apply();
    });
  });
  document.querySelectorAll('button[data-details]').forEach(function (button) {
    button.addEventListener('click', function () {
      var scope = button.closest('[data-details-scope]') || document;
      var open = button.dataset.details === 'open';
      scope.querySelectorAll('details').forEach(function (d) { d.open = open; });
    });
  });
  apply();
})();
`;

// Source: https://angular.dev/api/platform-browser/DomSanitizer
// The value goes through sanitize(), which strips scripts, instead of a bypass.
import { Component, Input, SecurityContext } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';

@Component({ selector: 'app-bio', template: '<div [innerHTML]="bio"></div>' })
export class BioComponent {
  bio = '';
  constructor(private sanitizer: DomSanitizer) {}
  @Input() set text(value: string) {
    this.bio = this.sanitizer.sanitize(SecurityContext.HTML, value) ?? '';
  }
}

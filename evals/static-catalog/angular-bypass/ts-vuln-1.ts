// Source: https://angular.dev/best-practices/security#bypass-security-apis
// A user's profile text is marked as trusted HTML and rendered with [innerHTML].
import { Component, Input } from '@angular/core';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';

@Component({ selector: 'app-bio', template: '<div [innerHTML]="bio"></div>' })
export class BioComponent {
  bio: SafeHtml = '';
  constructor(private sanitizer: DomSanitizer) {}
  @Input() set text(value: string) {
    this.bio = this.sanitizer.bypassSecurityTrustHtml(value);
  }
}

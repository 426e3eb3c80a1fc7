// Source: https://angular.dev/best-practices/security#bypass-security-apis
// Only a constant, reviewed URL is trusted.
import { Component } from '@angular/core';
import { DomSanitizer, SafeResourceUrl } from '@angular/platform-browser';

@Component({ selector: 'app-video', template: '<iframe [src]="frame"></iframe>' })
export class VideoComponent {
  frame: SafeResourceUrl;
  constructor(sanitizer: DomSanitizer) {
    this.frame = sanitizer.bypassSecurityTrustResourceUrl('https://www.youtube-nocookie.com/embed/intro');
  }
}

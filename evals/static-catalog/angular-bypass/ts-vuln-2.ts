// Source: https://angular.dev/api/platform-browser/DomSanitizer
// A URL from the route is trusted as a resource URL for an iframe.
import { Component } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { DomSanitizer, SafeResourceUrl } from '@angular/platform-browser';

@Component({ selector: 'app-embed', template: '<iframe [src]="frame"></iframe>' })
export class EmbedComponent {
  frame: SafeResourceUrl;
  constructor(route: ActivatedRoute, sanitizer: DomSanitizer) {
    const target = route.snapshot.queryParamMap.get('src') ?? '';
    this.frame = sanitizer.bypassSecurityTrustResourceUrl(target);
  }
}

/** Every file check of the static lens, in the order they run. */
import type { FileCheck } from './check.js';
import { dockerfileCheck } from './dockerfile/dockerfile-check.js';
import { providerTokenCheck } from './secrets/provider-token-check.js';
import { terraformCheck } from './terraform/terraform-check.js';
import { workflowCheck } from './workflow/workflow-check.js';

export const FILE_CHECKS: readonly FileCheck[] = [
  workflowCheck,
  terraformCheck,
  dockerfileCheck,
  providerTokenCheck,
];

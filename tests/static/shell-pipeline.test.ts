import { describe, expect, it } from 'vitest';
import { printsToLog } from '../../src/static/checks/workflow/shell-pipeline.js';

describe('printsToLog', () => {
  it('keeps a print whose pipe ends in a filter, and drops one whose pipe ends in a program that keeps it', () => {
    expect(printsToLog('echo "$K" | base64')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | cosign sign --key k.pem img')).toEqual([]);
    expect(printsToLog('echo "$K" | tr -d x | base64 -d | gpg --import')).toEqual([]);
  });

  it('drops a print or a filter whose output goes to a file, but not a tee, which also copies to the log', () => {
    expect(printsToLog('echo "$K" > key.pem')).toEqual([]);
    expect(printsToLog('echo "$K" | gpg --dearmor -o key.gpg')).toEqual([]);
    expect(printsToLog('echo "$K" | gpg --dearmor -o /dev/stdout')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | tee key.pem')).toEqual(['echo "$K"', 'tee key.pem']);
    expect(printsToLog('echo "$K" | tee key.pem > /dev/null')).toEqual([]);
  });

  it('reads each command of a list on its own', () => {
    expect(printsToLog('echo "$K" | docker login --password-stdin && echo "$K"')).toEqual(['echo "$K"']);
  });

  it('counts an interpreter or xargs as printing: a pipe into code the PR writes may print what it reads', () => {
    expect(printsToLog(`echo "$K" | python3 -c 'print(input())'`)).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | sudo VAR=1 bash')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | xargs echo')).toEqual(['echo "$K"']);
  });

  it('reads a filter behind a prefix that runs it, and dd, which copies its input to standard output', () => {
    expect(printsToLog('echo "$K" | timeout 5 cat')).toEqual(['echo "$K"', 'timeout 5 cat']);
    expect(printsToLog('echo "$K" | stdbuf -oL base64')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | command nice busybox base64')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | dd status=none')).toEqual(['echo "$K"']);
    expect(printsToLog('echo "$K" | timeout 5 cosign sign --key k.pem img')).toEqual([]);
  });
});

/**
 * The slice of picomatch 4 that prlens uses (no @types/picomatch is installed). Ambient, so any
 * module may import 'picomatch' with these types.
 */
declare module 'picomatch' {
  interface PicomatchOptions {
    dot?: boolean;
    nocase?: boolean;
  }
  type Matcher = (path: string) => boolean;
  function picomatch(glob: string | string[], options?: PicomatchOptions): Matcher;
  namespace picomatch {
    /** The regular expression behind a glob. */
    function makeRe(glob: string, options?: PicomatchOptions): RegExp;
  }
  export default picomatch;
}

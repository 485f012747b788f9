// The few parts of jsdom's API the tests use, typed here rather than adding @types/jsdom to the tree.
declare module 'jsdom' {
  export type DOMWindow = Window & typeof globalThis;

  export class ResourceLoader {
    fetch(url: string, options?: unknown): Promise<Buffer> | null;
  }

  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }

  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable' | ResourceLoader;
    virtualConsole?: VirtualConsole;
    pretendToBeVisual?: boolean;
    beforeParse?(window: DOMWindow): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
  }
}

/**
 * Rewrites `import { Bell, X as Close } from 'lucide-react'` in the app's code into one import per
 * icon (`lucide-react/icons/bell`, the package's own entry for a single icon). Through the package's
 * index every module that uses an icon seems to import all 1,700 of them, and plugins/chunk-groups.ts
 * could not tell which icons the first screen needs from which a page needs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Every name the package exports an icon under → the icon's file (`CircleHelp` → circle-question-mark). */
export function iconFiles(): Map<string, string> {
  const index = readFileSync(createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of m[1]!.matchAll(/default as (\w+)/g)) files.set(name[1]!, m[2]!);
  }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(IMPORT, (_all, list: string) => {
    const others: string[] = [];
    const icons: string[] = [];
    for (const spec of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
      else others.push(spec);
    }
    return [...icons, ...(others.length > 0 ? [`import { ${others.join(', ')} } from 'lucide-react';`] : [])].join(' ');
  });
}

export function directIconImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'kasino-direct-icon-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      return { code: rewriteIconImports(code, files), map: null };
    },
  };
}

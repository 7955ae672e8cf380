import { describe, expect, it } from 'vitest';
import { iconFiles, rewriteIconImports } from './icon-imports.ts';

describe('one import per icon', () => {
  const files = iconFiles();

  it('knows every name the package exports an icon under, aliases too', () => {
    expect(files.get('Bell')).toBe('bell');
    // CircleHelp was renamed in the package; the old name is an alias of the same file.
    expect(files.get('CircleHelp')).toBe(files.get('CircleQuestionMark'));
    expect(files.get('LucideBell')).toBe('bell');
    expect(files.size).toBeGreaterThan(1000);
  });

  it('rewrites named icon imports, local names kept, and leaves the rest on the package', () => {
    const code = `import { Bell, X as Close, createLucideIcon } from "lucide-react";\nexport const a = [Bell, Close, createLucideIcon];`;
    const out = rewriteIconImports(code, files);
    expect(out).toContain(`import Bell from 'lucide-react/icons/bell';`);
    expect(out).toContain(`import Close from 'lucide-react/icons/x';`);
    expect(out).toContain(`import { createLucideIcon } from 'lucide-react';`);
    expect(out).not.toMatch(/import \{[^}]*Bell/);
    expect(out).toContain('export const a = [Bell, Close, createLucideIcon];');
  });

  it('leaves code without an import of the package as it is', () => {
    const code = `import { useState } from 'react';\nconst label = 'lucide-react';`;
    expect(rewriteIconImports(code, files)).toBe(code);
  });
});

import { useEffect, useState } from 'react';
import type { UpsetConfig, upsetConfigSchema } from '@contracts/api/upset-config';

type Schema = typeof upsetConfigSchema;

/**
 * The contract's own check of an edited configuration (the server's bounds and messages), or null
 * while nothing is edited. The schema and zod (about 24 KB gzip) load with the first edit rather
 * than with the screen: the configuration as loaded is the server's, already valid.
 */
export function useUpsetValidator(edited: UpsetConfig | null) {
  const [schema, setSchema] = useState<Schema | null>(null);
  const wanted = edited !== null;
  useEffect(() => {
    if (!wanted || schema) return;
    let live = true;
    void import('@contracts/api/upset-config').then((m) => live && setSchema(() => m.upsetConfigSchema));
    return () => {
      live = false;
    };
  }, [wanted, schema]);
  return edited && schema ? schema.safeParse(edited) : null;
}

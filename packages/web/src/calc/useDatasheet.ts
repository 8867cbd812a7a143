import type { Datasheet } from '@cogitator/engine/model';
import { useEffect, useState } from 'react';
import { api } from '../api.js';

/** The catalogue datasheet with this id (null while loading, when absent or for typed units). */
export function useDatasheet(id: string): Datasheet | null {
  const [ds, setDs] = useState<Datasheet | null>(null);
  useEffect(() => {
    setDs(null);
    if (!id) return;
    let live = true;
    api
      .datasheet(id)
      .then((r) => live && setDs(r.datasheet))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return ds;
}

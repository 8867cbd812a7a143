import { ARMY_HANDLERS } from './handlers-army.js';
import { BATTLE_HANDLERS } from './handlers-battle.js';
import { CORE_HANDLERS } from './handlers-core.js';
import { GREY_KNIGHTS_HANDLERS } from './handlers-grey-knights.js';
import type { StratagemHandler, StratagemHandlerId } from './types.js';

export type { StratagemHandler, StratagemUseChoice } from './types.js';

export const STRATAGEM_HANDLERS: Record<StratagemHandlerId, StratagemHandler> = {
  ...CORE_HANDLERS,
  ...BATTLE_HANDLERS,
  ...ARMY_HANDLERS,
  ...GREY_KNIGHTS_HANDLERS,
};

import { ARMY_HANDLERS } from './handlers-army.js';
import { BATTLE_HANDLERS } from './handlers-battle.js';
import { BOARDING_HANDLERS } from './handlers-boarding.js';
import { CORE_HANDLERS } from './handlers-core.js';
import { FORGEPACT_HANDLERS } from './handlers-forgepact.js';
import { GREY_KNIGHTS_HANDLERS } from './handlers-grey-knights.js';
import { KNIGHTS_HANDLERS } from './handlers-knights.js';
import { MORTAL_NEAR_HANDLERS } from './handlers-mortal-near.js';
import { REGAIN_HANDLERS } from './handlers-regain.js';
import { REPRISAL_HANDLERS } from './handlers-reprisal.js';
import { VOTANN_HANDLERS } from './handlers-votann.js';
import type { StratagemHandler, StratagemHandlerId } from './types.js';

export type { StratagemHandler, StratagemUseChoice } from './types.js';

export const STRATAGEM_HANDLERS: Record<StratagemHandlerId, StratagemHandler> = {
  ...CORE_HANDLERS,
  ...BATTLE_HANDLERS,
  ...ARMY_HANDLERS,
  ...VOTANN_HANDLERS,
  ...KNIGHTS_HANDLERS,
  ...REGAIN_HANDLERS,
  ...MORTAL_NEAR_HANDLERS,
  ...GREY_KNIGHTS_HANDLERS,
  ...REPRISAL_HANDLERS,
  ...FORGEPACT_HANDLERS,
  ...BOARDING_HANDLERS,
};

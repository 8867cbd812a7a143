/** A small legal list in the GW app's export format (two units of the shared example list). */
export const SMALL_LIST = `Small (280 Points)

Space Marines
Space Wolves
Stormlance Task Force
Incursion (1000 Points)

CHARACTERS

Logan Grimnar on Stormrider (180 Points)
  • Warlord
  • 1x Flurry of teeth and claws
  • 1x Storm bolter
  • 1x The Axe Morkai

OTHER DATASHEETS

Infiltrator Squad (100 Points)
  • 1x Infiltrator Sergeant
     ◦ 1x Bolt pistol
     ◦ 1x Close combat weapon
     ◦ 1x Marksman bolt carbine
  • 4x Infiltrator
     ◦ 4x Bolt pistol
     ◦ 4x Close combat weapon
     ◦ 4x Marksman bolt carbine
`;

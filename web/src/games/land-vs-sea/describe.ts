// Land vs Sea's moves in words, for the move confirmation's question: tiles and stacks
// from 1 as the board shows them, spaces by the coordinates the map's tooltips give.
import type { LandVsSeaView } from "../../generated/views";
import { t } from "../../i18n";

type Data = LandVsSeaView["legal_data"][number];

export function describeLandVsSea(data: Data, _view: Partial<LandVsSeaView>, names: string[]): string | null {
  switch (data.kind) {
    case "place":
      return t("lvs.describe.place", { slot: data.slot + 1, side: data.side, q: data.q, r: data.r, rotation: data.rotation });
    case "volcano":
      return t("lvs.describe.volcano", { q: data.q, r: data.r, rotation: data.rotation });
    case "take":
      return t("lvs.describe.take", { n: data.stack + 1 });
    case "steal":
      return t("lvs.describe.steal", { name: names[data.seat] ?? t("lvs.player", { n: data.seat + 1 }), slot: data.slot + 1 });
    case "waypoint":
      return t("lvs.describe.waypoint", { region: data.region + 1, q: data.q, r: data.r });
    case "pass":
      return t("lvs.describe.pass");
    default:
      return null;
  }
}

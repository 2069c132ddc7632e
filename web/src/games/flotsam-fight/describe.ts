// Flotsam Fight's moves in words, for the move confirmation's question.
import type { FlotsamFightView } from "../../generated/views";
import { t } from "../../i18n";

type Data = FlotsamFightView["legal_data"][number];

export function describeFlotsamFight(data: Data): string | null {
  if (data.kind === "play") return t("flotsam.describe.play", { card: data.card, boat: data.boat });
  if (data.kind === "pass") return t("flotsam.describe.pass");
  return null;
}

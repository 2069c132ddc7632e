// Flotsam Fight's moves in words, for the move confirmation's question.
import type { FlotsamFightView } from "../../generated/views";

type Data = FlotsamFightView["legal_data"][number];

export function describeFlotsamFight(data: Data): string | null {
  if (data.kind === "play") return `Load card ${data.card} onto boat ${data.boat}`;
  if (data.kind === "pass") return "Pass";
  return null;
}

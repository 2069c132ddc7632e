// Land vs Sea in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, type GameClient } from "../../boardkit/client";
import { landSeaBreakdown } from "./result";
import { LandSeaBoard } from "./Board";
import { LandSeaPicture } from "./Picture";
import "./style.css";

export const landVsSea: GameClient = { id: "land-vs-sea", Board: registered(LandSeaBoard), Picture: LandSeaPicture, breakdown: registeredBreakdown(landSeaBreakdown) };

// Land vs Sea in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, registeredDescribe, type GameClient } from "../../boardkit/client";
import { landSeaBreakdown } from "./result";
import { LandVsSeaBoard } from "./Board";
import { LandVsSeaPicture } from "./Picture";
import { describeLandVsSea } from "./describe";
import "./style.css";

export const landVsSea: GameClient = { id: "land-vs-sea", Board: registered(LandVsSeaBoard), Picture: LandVsSeaPicture, breakdown: registeredBreakdown(landSeaBreakdown), describe: registeredDescribe(describeLandVsSea) };

// Flotsam Fight in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, registeredDescribe, type GameClient } from "../../boardkit/client";
import { flotsamFightBreakdown } from "./result";
import { FlotsamFightBoard } from "./Board";
import { FlotsamFightPicture } from "./Picture";
import { describeFlotsamFight } from "./describe";
import "./style.css";

export const flotsamFight: GameClient = { id: "flotsam-fight", Board: registered(FlotsamFightBoard), Picture: FlotsamFightPicture, breakdown: registeredBreakdown(flotsamFightBreakdown), describe: registeredDescribe(describeFlotsamFight) };

// Flotsam Fight in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, type GameClient } from "../../boardkit/client";
import { flotsamBreakdown } from "./result";
import { FlotsamBoard } from "./Board";
import { FlotsamPicture } from "./Picture";
import "./style.css";

export const flotsamFight: GameClient = { id: "flotsam-fight", Board: registered(FlotsamBoard), Picture: FlotsamPicture, breakdown: registeredBreakdown(flotsamBreakdown) };

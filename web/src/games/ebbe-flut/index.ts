// Ebbe & Flut in the browser: the pieces this folder hands the registry (games/index.ts).
import { registered, registeredBreakdown, registeredDescribe, type GameClient } from "../../boardkit/client";
import { ebbeFlutBreakdown } from "./result";
import { EbbeFlutBoard } from "./Board";
import { EbbeFlutPicture } from "./Picture";
import { describeEbbeFlut } from "./describe";
import "./style.css";

export const ebbeFlut: GameClient = { id: "ebbe-flut", Board: registered(EbbeFlutBoard), Picture: EbbeFlutPicture, breakdown: registeredBreakdown(ebbeFlutBreakdown), describe: registeredDescribe(describeEbbeFlut) };

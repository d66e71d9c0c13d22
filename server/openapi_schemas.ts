/** The shared response shapes of the OpenAPI document (`components.schemas`). */
export const COMPONENT_SCHEMAS: Record<string, unknown> = {
  Error: {
    type: "object",
    required: ["error", "message"],
    properties: {
      error: { type: "string" },
      message: { type: "string" },
      seq: { type: "integer" },
    },
  },
  Created: {
    type: "object",
    required: ["id", "seat", "token", "url", "inviteUrl", "bots", "seatInviteUrls"],
    properties: {
      id: { type: "string" },
      seat: { type: "integer" },
      token: { type: "string" },
      url: { type: "string" },
      inviteUrl: {
        type: ["string", "null"],
        description: "The table's invitation, for any free seat (1v1: the guest's); " +
          "null when no seat is left to a friend",
      },
      bots: {
        type: "array",
        description: "The seats the computer plays (1v1: none or the guest's)",
        items: { $ref: "#/components/schemas/BotSeat" },
      },
      seatInviteUrls: {
        type: "array",
        description: "2v2: one invitation link per seat left to a friend (1v1: none)",
        items: {
          type: "object",
          required: ["seat", "url"],
          properties: { seat: { type: "integer" }, url: { type: "string" } },
        },
      },
    },
  },
  ViewEnvelope: {
    type: "object",
    required: ["seq", "view", "seated", "rematch", "at", "prompts", "bots", "undo"],
    properties: {
      seq: { type: "integer", description: "Moves applied so far; send it with the next move" },
      view: {
        type: "object",
        description: "engine `View`: what this caller may see, with `legal` actions",
      },
      seated: { type: "array", items: { type: "boolean" } },
      rematch: { type: ["string", "null"], description: "Id of the rematch game, once started" },
      at: { type: "number", description: "Time of the last change (epoch ms)" },
      prompts: {
        type: "object",
        description: "Per language (en, es): the prompt of each pending decision of the view, in order, " +
          "worded for the caller. For the seat that answers: `title`, option labels `options`, `pass` label " +
          "when passing is allowed, and `cards` (the offered cards in the decision's order, each named with " +
          'whose it is and where, e.g. "Lothal — Empire, region 2", when the names alone do not tell ' +
          "them apart). For any other caller: `title` says who is choosing what, `options` is empty",
      },
      bots: {
        type: "array",
        description: "Every seat the computer plays (1v1: none or the guest's; 2v2: up to three)",
        items: { $ref: "#/components/schemas/BotSeat" },
      },
      coach: {
        type: "boolean",
        enum: [true],
        description: "Present only for the seat of a friend new to the game (created with `newcomer`): " +
          "its table opens with an introduction and the coach on",
      },
      undo: {
        type: ["object", "null"],
        description: "The caller's own last move, which it may take back now with POST …/undo; else null",
        required: ["seq", "action"],
        properties: { seq: { type: "integer" }, action: { type: "object" } },
      },
    },
  },
  BotSeat: {
    type: "object",
    required: ["seat", "level"],
    properties: { seat: { type: "integer" }, level: { type: "string", enum: ["easy", "normal", "hard"] } },
  },
  Log: {
    type: "object",
    required: ["seq", "entries", "next", "more"],
    properties: {
      seq: { type: "integer" },
      next: { type: "integer", description: "Pass as `after` to continue" },
      more: { type: "boolean" },
      entries: {
        type: "array",
        items: {
          type: "object",
          properties: {
            seq: { type: "integer" },
            at: { type: "number" },
            events: {
              type: "array",
              items: {
                type: "object",
                properties: { event: { type: "object" }, text: { type: ["string", "null"] } },
              },
            },
            undo: {
              type: "object",
              description: "Present on an undo entry (no events): who took back which move, and the line",
              properties: {
                seat: { type: "integer" },
                undoes: { type: "integer" },
                text: { type: "string" },
              },
            },
          },
        },
      },
    },
  },
  ChatMessage: {
    type: "object",
    required: ["n", "seat", "channel", "at"],
    properties: {
      n: {
        type: "integer",
        description:
          "Number of the message on its channel, from 1 (the table's channel and each team's are " +
          "numbered apart)",
      },
      seat: { type: "integer" },
      channel: { enum: ["table", "team"] },
      at: { type: "integer", description: "When it was posted (epoch ms)" },
      text: { type: "string", description: "Plain text: show it escaped" },
      phrase: { enum: ["gg", "yourTurn", "wait", "thanks", "wellPlayed"] },
    },
  },
  ChatPage: {
    type: "object",
    required: ["messages", "last"],
    properties: {
      messages: { type: "array", items: { $ref: "#/components/schemas/ChatMessage" } },
      last: {
        type: "object",
        required: ["table", "team"],
        description: "How far the page read each channel: pass as `after` = `<table>.<team>` to continue",
        properties: {
          table: { type: "integer", description: "The last message number read on the table's channel" },
          team: { type: "integer", description: "On the caller's team's channel (0 without one)" },
        },
      },
    },
  },
  Presence: {
    type: "object",
    description:
      "The data of the SSE event `presence`: per seat, whether its player has an event stream open " +
      "to this server process (per isolate on Deno Deploy), and since when (epoch ms; null: not seen since " +
      "the process started)",
    required: ["seats"],
    properties: {
      seats: {
        type: "array",
        items: {
          type: "object",
          required: ["online", "since"],
          properties: { online: { type: "boolean" }, since: { type: ["integer", "null"] } },
        },
      },
    },
  },
  Rematch: {
    type: "object",
    required: ["id", "seat", "url"],
    properties: { id: { type: "string" }, seat: { type: "integer" }, url: { type: "string" } },
  },
  MyGames: {
    type: "object",
    description: "`games` is always present: those that wait for the seat first (longest wait first), " +
      "then newest change first",
    properties: {
      games: {
        type: "array",
        items: {
          type: "object",
          required: [
            "id",
            "url",
            "status",
            "seat",
            "side",
            "toAct",
            "yourTurn",
            "winner",
            "opponent",
            "botLevels",
            "at",
            "wait",
          ],
          properties: {
            id: { type: "string" },
            url: { type: "string" },
            status: { enum: ["running", "waiting", "finished"] },
            seat: { type: "integer" },
            side: { enum: ["empire", "rebel"] },
            toAct: { type: "array", items: { type: "integer" }, description: "Seats that must act now" },
            yourTurn: { type: "boolean" },
            winner: { type: "integer", description: "Winning seat, or -1" },
            opponent: { enum: ["human", "bot"] },
            botLevels: {
              type: "array",
              items: { enum: ["easy", "normal", "hard"] },
              description: "The level of each computer seat on the other side (empty when people play them)",
            },
            at: { type: "number", description: "Time of the last change (epoch ms)" },
            wait: {
              description: "What the game waits for, and since when (epoch ms); null once it is over. " +
                "`you`: the seat's side's turn or a decision of the seat's; `friend`/`join`: `seats` people " +
                "to act or to take their seats",
              oneOf: [
                { type: "null" },
                {
                  type: "object",
                  required: ["for", "since"],
                  properties: {
                    for: { enum: ["you", "friend", "computer", "join"] },
                    what: { enum: ["turn", "decision"] },
                    seats: { type: "integer" },
                    since: { type: "number" },
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
  TransferLink: {
    type: "object",
    required: ["url", "transfer", "seat", "expiresAt"],
    properties: {
      url: { type: "string" },
      transfer: { type: "string", description: "The one-time secret (post it to …/claim)" },
      seat: { type: "integer" },
      expiresAt: { type: "integer", description: "Deadline (epoch ms)" },
    },
  },
  GameSummary: {
    type: "object",
    required: ["turns", "winner", "seats", "basesDestroyed", "force"],
    properties: {
      turns: { type: "integer" },
      winner: { type: "integer" },
      seats: {
        type: "array",
        items: {
          type: "object",
          properties: {
            faction: { enum: ["empire", "rebel"] },
            bought: { type: "array", items: { type: "string" }, description: "Card name ids, in order" },
            damageToBases: { type: "integer" },
            damageToShips: { type: "integer" },
            basesDestroyed: { type: "integer" },
          },
        },
      },
      basesDestroyed: {
        type: "array",
        items: {
          type: "object",
          properties: {
            card: { type: "integer" },
            name: { type: "string" },
            owner: { type: "integer" },
            by: { type: "integer" },
            turn: { type: "integer" },
          },
        },
      },
      force: {
        type: "array",
        items: { type: "integer", minimum: 0, maximum: 6 },
        description: "The Force marker at the start, after each turn, and at the end (0 Empire … 6 Rebels)",
      },
    },
  },
  GameRecord: {
    type: "object",
    required: ["engine", "options", "actions"],
    properties: {
      engine: { type: "string", description: "The engine version that can replay it" },
      options: { type: "object", description: "Engine options, seed included" },
      actions: {
        type: "array",
        items: { type: "object", properties: { seat: { type: "integer" }, action: { type: "object" } } },
      },
    },
  },
};

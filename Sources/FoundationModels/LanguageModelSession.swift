import Foundation
import Observation

/// A conversation with the on-device model, as FoundationModels' `LanguageModelSession`: it
/// keeps its model, tools and instructions, and its transcript starts with the instructions.
/// In Vellum the model is never available (`SystemLanguageModel`), so every request throws
/// `GenerationError.assetsUnavailable` at once and a stream throws it at its first element,
/// as iOS does on a device without the model; `isResponding` stays `false` and the
/// transcript keeps only the instructions. A screen shows the state it shows before an answer,
/// or its error state.
public final class LanguageModelSession: @unchecked Sendable, Observable {
  public let model: SystemLanguageModel
  public let tools: [any Tool]
  /// The session's history: its instructions, if any.
  public let transcript: Transcript
  /// `false`: nothing is ever being generated.
  public var isResponding: Bool { false }

  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
    self.model = model
    self.tools = tools
    var entries: [Transcript.Entry] = []
    if let instructions {
      entries.append(
        .instructions(
          Transcript.Instructions(
            segments: instructions.parts.map { .text(Transcript.TextSegment(content: $0)) },
            toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) })))
    }
    transcript = Transcript(entries: entries)
  }

  // Disfavoured so that `LanguageModelSession()` chooses the form above.
  @_disfavoredOverload
  public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
    self.init(model: model, tools: tools, instructions: instructions.map { Instructions(text: $0) })
  }

  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [],
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, tools: tools, instructions: try instructions())
  }

  /// A session that continues a transcript.
  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
    self.model = model
    self.tools = tools
    self.transcript = transcript
  }

  /// Asks the system to load the model ahead of a request; there is none to load here.
  public func prewarm(promptPrefix: Prompt? = nil) {}

  /// What a request throws: the model is not on this device.
  func refuse() -> GenerationError { .unavailable }
}

import Foundation

/// A session's history (its instructions, prompts, tool calls and responses), as
/// FoundationModels' `Transcript`: a collection of entries a chat screen lists. Vellum's
/// session holds only its instructions, since no request is ever answered; a transcript the
/// app makes (to start a session with history) keeps its entries.
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
  /// One entry of the history.
  public enum Entry: Sendable, Identifiable, Equatable, CustomStringConvertible {
    case instructions(Instructions)
    case prompt(Prompt)
    case toolCalls(ToolCalls)
    case toolOutput(ToolOutput)
    case response(Response)

    public var id: String {
      switch self {
      case .instructions(let entry): entry.id
      case .prompt(let entry): entry.id
      case .toolCalls(let entry): entry.id
      case .toolOutput(let entry): entry.id
      case .response(let entry): entry.id
      }
    }

    public var description: String {
      switch self {
      case .instructions(let entry): entry.segments.map(\.description).joined(separator: "\n")
      case .prompt(let entry): entry.segments.map(\.description).joined(separator: "\n")
      case .toolCalls(let entry): entry.map { "\($0.toolName)(\($0.arguments.jsonString))" }.joined(separator: "\n")
      case .toolOutput(let entry): entry.segments.map(\.description).joined(separator: "\n")
      case .response(let entry): entry.segments.map(\.description).joined(separator: "\n")
      }
    }
  }

  /// Text or structured content within an entry.
  public enum Segment: Sendable, Identifiable, Equatable, CustomStringConvertible {
    case text(TextSegment)
    case structure(StructuredSegment)

    public var id: String {
      switch self {
      case .text(let segment): segment.id
      case .structure(let segment): segment.id
      }
    }

    public var description: String {
      switch self {
      case .text(let segment): segment.content
      case .structure(let segment): segment.content.jsonString
      }
    }
  }

  /// A segment of text.
  public struct TextSegment: Sendable, Identifiable, Equatable {
    public var id: String
    public var content: String

    public init(id: String = UUID().uuidString, content: String) {
      self.id = id
      self.content = content
    }
  }

  /// A segment of generated content.
  public struct StructuredSegment: Sendable, Identifiable, Equatable {
    public var id: String
    public var source: String
    public var content: GeneratedContent

    public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
      self.id = id
      self.source = source
      self.content = content
    }
  }

  /// A tool the model is told about.
  public struct ToolDefinition: Sendable, Equatable {
    public var name: String
    public var description: String

    public init(name: String, description: String, parameters: GenerationSchema) {
      self.name = name
      self.description = description
    }

    public init(tool: some Tool) {
      self.init(name: tool.name, description: tool.description, parameters: tool.parameters)
    }
  }

  /// The format a response was asked to take.
  public struct ResponseFormat: Sendable, Equatable {
    public var name: String

    public init(type: (some Generable).Type) { name = String(describing: type) }
    public init(schema: GenerationSchema) { name = schema.typeName }
  }

  /// The session's instructions.
  public struct Instructions: Sendable, Identifiable, Equatable {
    public var id: String
    public var segments: [Segment]
    public var toolDefinitions: [ToolDefinition]

    public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
      self.id = id
      self.segments = segments
      self.toolDefinitions = toolDefinitions
    }
  }

  /// A prompt the app sent.
  public struct Prompt: Sendable, Identifiable, Equatable {
    public var id: String
    public var segments: [Segment]
    public var options: GenerationOptions
    public var responseFormat: ResponseFormat?

    public init(
      id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(),
      responseFormat: ResponseFormat? = nil
    ) {
      self.id = id
      self.segments = segments
      self.options = options
      self.responseFormat = responseFormat
    }
  }

  /// The calls the model made to tools.
  public struct ToolCalls: Sendable, Identifiable, Equatable, RandomAccessCollection {
    public var id: String
    let calls: [ToolCall]

    public init<S: Sequence<ToolCall>>(id: String = UUID().uuidString, _ calls: S) {
      self.id = id
      self.calls = Array(calls)
    }

    public var startIndex: Int { calls.startIndex }
    public var endIndex: Int { calls.endIndex }
    public subscript(position: Int) -> ToolCall { calls[position] }
  }

  /// One call of a tool.
  public struct ToolCall: Sendable, Identifiable, Equatable {
    public var id: String
    public var toolName: String
    public var arguments: GeneratedContent

    public init(id: String, toolName: String, arguments: GeneratedContent) {
      self.id = id
      self.toolName = toolName
      self.arguments = arguments
    }
  }

  /// What a tool gave back.
  public struct ToolOutput: Sendable, Identifiable, Equatable {
    public var id: String
    public var toolName: String
    public var segments: [Segment]

    public init(id: String, toolName: String, segments: [Segment]) {
      self.id = id
      self.toolName = toolName
      self.segments = segments
    }
  }

  /// A response the model gave.
  public struct Response: Sendable, Identifiable, Equatable {
    public var id: String
    public var assetIDs: [String]
    public var segments: [Segment]

    public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
      self.id = id
      self.assetIDs = assetIDs
      self.segments = segments
    }
  }

  let entries: [Entry]

  public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }
}

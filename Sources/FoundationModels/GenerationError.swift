import Foundation

extension LanguageModelSession {
  /// Why a response could not be generated, as FoundationModels' `GenerationError`. Vellum's
  /// sessions throw `.assetsUnavailable` for every request, as iOS does when the model is not
  /// on the device; the other cases exist for the app's `catch`.
  public enum GenerationError: Error, LocalizedError, Sendable {
    /// What went wrong, for debugging.
    public struct Context: Sendable {
      public let debugDescription: String
      public let underlyingErrors: [any Error]

      public init(debugDescription: String, underlyingErrors: [any Error] = []) {
        self.debugDescription = debugDescription
        self.underlyingErrors = underlyingErrors
      }
    }

    /// A refusal to answer, whose explanation the model would give.
    public struct Refusal: Sendable {
      public let transcriptEntries: [Transcript.Entry]

      public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }

      /// The model's explanation; throws `.assetsUnavailable` here, as every request does.
      public var explanation: Response<String> {
        get async throws { throw GenerationError.unavailable }
      }
    }

    case exceededContextWindowSize(Context)
    case assetsUnavailable(Context)
    case guardrailViolation(Context)
    case unsupportedGuide(Context)
    case unsupportedLanguageOrLocale(Context)
    case decodingFailure(Context)
    case rateLimited(Context)
    case concurrentRequests(Context)
    case refusal(Refusal, Context)

    /// The error every request meets in Vellum, with the text iOS gives it.
    static var unavailable: GenerationError {
      .assetsUnavailable(Context(debugDescription: "Model is unavailable"))
    }

    public var errorDescription: String? {
      switch self {
      case .exceededContextWindowSize: "The conversation is too long for the model's context window."
      case .assetsUnavailable: "The model's assets are unavailable."
      case .guardrailViolation: "The request was blocked by the model's safety guardrails."
      case .unsupportedGuide: "A generation guide is not supported."
      case .unsupportedLanguageOrLocale: "The language or locale is not supported by the model."
      case .decodingFailure: "The model's output could not be decoded."
      case .rateLimited: "Too many requests were made to the model."
      case .concurrentRequests: "The session is already responding to a request."
      case .refusal: "The model refused to answer."
      }
    }

    public var failureReason: String? {
      switch self {
      case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
        .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
        .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
        context.debugDescription
      }
    }

    public var recoverySuggestion: String? {
      switch self {
      case .assetsUnavailable: "Check the model's availability before making a request."
      default: nil
      }
    }
  }

  /// An error a tool threw while the model called it, as FoundationModels' `ToolCallError`.
  public struct ToolCallError: Error, LocalizedError, @unchecked Sendable {
    public var tool: any Tool
    public var underlyingError: any Error

    public init(tool: any Tool, underlyingError: any Error) {
      self.tool = tool
      self.underlyingError = underlyingError
    }

    public var errorDescription: String? { "The tool \(tool.name) failed: \(underlyingError.localizedDescription)" }
  }
}

import Foundation

/// A custom Core ML text classifier or tagger, as NaturalLanguage's `NLModel`. Vellum cannot
/// run Core ML models, so a compiled model file is never read: `init(contentsOf:)` throws,
/// and no model is ever made. (Apple's `init(mlModel:)` takes a Core ML model, which Linux
/// has no module for.)
public final class NLModel: @unchecked Sendable {
  public let configuration: NLModelConfiguration

  private init() { configuration = NLModelConfiguration() }

  /// Throws: `CocoaError(.fileReadNoSuchFile)` when there is no file, otherwise
  /// `.fileReadCorruptFile` (Vellum reads no compiled model).
  public convenience init(contentsOf url: URL) throws {
    throw NLModel.unreadable(url)
  }

  static func unreadable(_ url: URL) -> CocoaError {
    FileManager.default.fileExists(atPath: url.path)
      ? CocoaError(.fileReadCorruptFile, userInfo: [NSURLErrorKey: url])
      : CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
  }

  // A model's predictions (unreachable: none is ever made).
  public func predictedLabel(for string: String) -> String? { nil }
  public func predictedLabels(forTokens tokens: [String]) -> [String] { [] }
  public func predictedLabelHypotheses(for string: String, maximumCount: Int) -> [String: Double] { [:] }
  public func predictedLabelHypotheses(forTokens tokens: [String], maximumCount: Int) -> [[String: Double]] { [] }
}

/// What a model is and does, as NaturalLanguage's `NLModelConfiguration`.
public struct NLModelConfiguration: Sendable {
  /// The kind of model, as in NaturalLanguage.
  public enum ModelType: Int, Sendable {
    case classifier = 0, sequence
  }
  public var type = ModelType.classifier
  public var language: NLLanguage?
  public var revision = 0
  public static func supportedRevisions(for type: ModelType) -> IndexSet { IndexSet() }
  public static func currentRevision(for type: ModelType) -> Int { 0 }
}

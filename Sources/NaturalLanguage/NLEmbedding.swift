import Foundation

/// Word and sentence vectors, as NaturalLanguage's `NLEmbedding`. A device without
/// NaturalLanguage's assets has none: `wordEmbedding(for:)` and `sentenceEmbedding(for:)` are
/// nil, as Apple's are for a language it has no embedding of, and an embedding file cannot
/// be read (Vellum reads no Core ML model), so no embedding is ever made.
public final class NLEmbedding: @unchecked Sendable {
  public let dimension: Int
  public let vocabularySize: Int
  public let language: NLLanguage?
  public let revision: Int

  private init() {
    dimension = 0
    vocabularySize = 0
    language = nil
    revision = 0
  }

  /// Throws: `CocoaError(.fileReadNoSuchFile)` when there is no file, otherwise
  /// `.fileReadCorruptFile` (Vellum reads no compiled model).
  public convenience init(contentsOf url: URL) throws {
    throw NLModel.unreadable(url)
  }

  /// nil: no embedding is installed.
  public static func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
  public static func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
  public static func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
  public static func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
  /// No revisions are installed.
  public static func supportedRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }
  public static func currentRevision(for language: NLLanguage) -> Int { 0 }
  public static func supportedSentenceEmbeddingRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }
  public static func currentSentenceEmbeddingRevision(for language: NLLanguage) -> Int { 0 }

  // An embedding's lookups (unreachable: none is ever made), answering as an empty one would.
  public func contains(_ string: String) -> Bool { false }
  public func vector(for string: String) -> [Double]? { nil }
  public func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine)
    -> NLDistance
  { 2 }
  public func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine)
    -> [(String, NLDistance)]
  { [] }
  public func neighbors(for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine)
    -> [(String, NLDistance)]
  { [] }
  public func enumerateNeighbors(
    for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine,
    using block: (String, NLDistance) -> Bool
  ) {}
}

/// How far apart two vectors are, as in NaturalLanguage (cosine distance: 0 to 2).
public typealias NLDistance = Double

/// How an embedding measures distance, as in NaturalLanguage.
public enum NLDistanceType: Int, Sendable {
  case cosine = 0
}

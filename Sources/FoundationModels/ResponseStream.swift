extension LanguageModelSession {
  /// A response as it is generated, as FoundationModels' `ResponseStream`: an async sequence
  /// of snapshots whose `content` is the content's partial form so far
  /// (`Recipe.PartiallyGenerated` for a `@Generable` `Recipe`, the text so far for a string).
  /// In Vellum the first `next()` throws `GenerationError.assetsUnavailable`, as iOS's stream
  /// does on a device without the model, and `collect()` throws it too.
  public struct ResponseStream<Content: Generable>: AsyncSequence, Sendable {
    /// The response so far.
    public struct Snapshot {
      public var content: Content.PartiallyGenerated
      public var rawContent: GeneratedContent

      public init(content: Content.PartiallyGenerated, rawContent: GeneratedContent) {
        self.content = content
        self.rawContent = rawContent
      }
    }

    public typealias Element = Snapshot
    public typealias Failure = any Error

    public struct AsyncIterator: AsyncIteratorProtocol {
      public typealias Failure = any Error
      var failed = false

      public mutating func next() async throws -> Snapshot? {
        if failed { return nil }
        failed = true
        throw GenerationError.unavailable
      }
    }

    init() {}

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

    /// The whole response once it is complete; throws as the stream does.
    public func collect() async throws -> sending Response<Content> {
      throw GenerationError.unavailable
    }
  }
}

extension LanguageModelSession.ResponseStream.Snapshot: Sendable where Content.PartiallyGenerated: Sendable {}

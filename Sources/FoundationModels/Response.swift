extension LanguageModelSession {
  /// A complete response, as FoundationModels' `LanguageModelSession.Response`: its content
  /// (a string or a generable value), the raw generated content and the transcript entries it
  /// added. Vellum's sessions never give one; an app may make one for its own previews.
  public struct Response<Content: Generable> {
    public let content: Content
    public let rawContent: GeneratedContent
    public let transcriptEntries: ArraySlice<Transcript.Entry>

    public init(content: Content, rawContent: GeneratedContent, transcriptEntries: ArraySlice<Transcript.Entry>) {
      self.content = content
      self.rawContent = rawContent
      self.transcriptEntries = transcriptEntries
    }
  }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}

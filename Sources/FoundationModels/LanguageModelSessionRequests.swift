extension LanguageModelSession {
  // Every form of `respond` and `streamResponse` FoundationModels has: to a string, a prompt
  // or a prompt builder; for text, a generable type or a schema. Each `respond` throws
  // `GenerationError.assetsUnavailable` at once; each stream throws it at its first element.

  public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws
    -> Response<String>
  { throw refuse() }

  public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws
    -> Response<String>
  { throw refuse() }

  public func respond(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<String> { throw refuse() }

  public func respond<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> { throw refuse() }

  public func respond<Content: Generable>(
    to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> { throw refuse() }

  public func respond<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<Content> { throw refuse() }

  public func respond(
    to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<GeneratedContent> { throw refuse() }

  public func respond(
    to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<GeneratedContent> { throw refuse() }

  public func respond(
    schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
    @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<GeneratedContent> { throw refuse() }

  public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions())
    -> sending ResponseStream<String>
  { ResponseStream() }

  public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions())
    -> sending ResponseStream<String>
  { ResponseStream() }

  public func streamResponse(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> sending ResponseStream<String> { ResponseStream() }

  public func streamResponse<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> sending ResponseStream<Content> { ResponseStream() }

  public func streamResponse<Content: Generable>(
    to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> sending ResponseStream<Content> { ResponseStream() }

  public func streamResponse<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> sending ResponseStream<Content> { ResponseStream() }

  public func streamResponse(
    to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> sending ResponseStream<GeneratedContent> { ResponseStream() }

  public func streamResponse(
    to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> sending ResponseStream<GeneratedContent> { ResponseStream() }

  public func streamResponse(
    schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
    @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> sending ResponseStream<GeneratedContent> { ResponseStream() }
}

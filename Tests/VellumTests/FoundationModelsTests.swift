import Foundation
import FoundationModels
import Testing
import Vellum

/// FoundationModels on a device that cannot run Apple Intelligence: the model is unavailable,
/// every request throws `assetsUnavailable`, and `@Generable` types convert to and from
/// generated content with a `PartiallyGenerated` form a streaming screen draws.
@Suite struct FoundationModelsTests {
  @Generable(description: "A dish to cook")
  struct Recipe: Equatable {
    @Guide(description: "The dish's name")
    var name: String
    @Guide(.count(3))
    var steps: [String]
    var minutes: Int
    var difficulty: Difficulty
    var side: Side?
    let source = "Vellum"
  }

  @Generable
  struct Side: Equatable {
    var name: String
  }

  @Generable
  enum Difficulty: String {
    case easy, medium, hard
  }

  @Generable
  enum Serving: Equatable {
    case plate
    case bowl(size: Int)
  }

  @Generable
  struct Note: Identifiable {
    var id: String
    var text: String
  }

  /// A constant of a type that is not content (`UUID`), as an app's list of answers keeps one
  /// for `ForEach` (a reply composer's variations, fifteenth round).
  @Generable
  struct Variation: Identifiable {
    let id = UUID()
    var text: String
    var score: Int
  }

  struct WeatherTool: Tool {
    let name = "weather"
    let description = "Tells the weather in a city."

    @Generable
    struct Arguments {
      @Guide(description: "The city") var city: String
    }

    func call(arguments: Arguments) async throws -> String { "Sunny in \(arguments.city)" }
  }

  static let recipe = Recipe(
    name: "Soup", steps: ["Chop", "Boil", "Serve"], minutes: 30, difficulty: .easy, side: Side(name: "Bread"))

  @Test func theModelIsUnavailableBecauseTheDeviceIsNotEligible() {
    let model = SystemLanguageModel.default
    #expect(model.availability == .unavailable(.deviceNotEligible))
    #expect(!model.isAvailable)
    #expect(!SystemLanguageModel(useCase: .contentTagging).isAvailable)
    #expect(model.supportsLocale(Locale(identifier: "en_US")) && !model.supportsLocale(Locale(identifier: "fi_FI")))
    #expect(model.supportedLanguages.contains(Locale.Language(identifier: "ja")))
    #expect(throws: LanguageModelSession.GenerationError.self) { try SystemLanguageModel.Adapter(name: "tone") }
  }

  @Test func everyRequestThrowsAssetsUnavailable() async throws {
    let session = LanguageModelSession(tools: [WeatherTool()]) {
      "You are a cook."
      "Answer briefly."
    }
    session.prewarm()
    #expect(!session.isResponding)
    guard case .instructions(let instructions)? = session.transcript.first else {
      Issue.record("the transcript should start with the instructions")
      return
    }
    #expect(instructions.segments.map(\.description) == ["You are a cook.", "Answer briefly."])
    #expect(instructions.toolDefinitions.map(\.name) == ["weather"])

    func isUnavailable(_ error: any Error) -> Bool {
      if case .assetsUnavailable(let context)? = error as? LanguageModelSession.GenerationError {
        return context.debugDescription == "Model is unavailable"
      }
      return false
    }
    await #expect { try await session.respond(to: "Soup?") } throws: { isUnavailable($0) }
    await #expect {
      try await session.respond(generating: Recipe.self, options: GenerationOptions(sampling: .greedy)) {
        "A soup like this one:"
        Self.recipe
      }
    } throws: { isUnavailable($0) }
    var snapshots: [Recipe.PartiallyGenerated] = []
    let stream = session.streamResponse(to: "Soup", generating: Recipe.self, includeSchemaInPrompt: false)
    await #expect {
      for try await snapshot in stream { snapshots.append(snapshot.content) }
    } throws: { isUnavailable($0) }
    #expect(snapshots.isEmpty)
    await #expect { try await stream.collect() } throws: { isUnavailable($0) }
    #expect(LanguageModelSession(instructions: "Hi").transcript.count == 1)
    #expect(LanguageModelSession().transcript.isEmpty)
  }

  @Test func aGenerableStructRoundTripsThroughGeneratedContent() throws {
    let content = Self.recipe.generatedContent
    #expect(
      content.jsonString
        == #"{"name": "Soup", "steps": ["Chop", "Boil", "Serve"], "minutes": 30, "difficulty": "easy", "#
        + #""side": {"name": "Bread"}, "source": "Vellum"}"#)
    #expect(try Recipe(content) == Self.recipe)
    #expect(try Recipe(GeneratedContent(json: content.jsonString)) == Self.recipe)
    #expect(throws: LanguageModelSession.GenerationError.self) {
      try Recipe(GeneratedContent(json: #"{"name": "Soup"}"#))
    }
    let noSide = try Recipe(
      GeneratedContent(json: #"{"name": "Tea", "steps": [], "minutes": 3, "difficulty": "hard"}"#))
    #expect(noSide.side == nil && noSide.difficulty == .hard)
    #expect(try Serving(Serving.bowl(size: 2).generatedContent) == .bowl(size: 2))
    #expect(try Serving(GeneratedContent("plate")) == .plate)
  }

  @Test func aConstantOfUnwrittenTypeStaysOutOfTheContent() throws {
    let variation = Variation(text: "Thanks!", score: 3)
    #expect(variation.generatedContent.jsonString == #"{"text": "Thanks!", "score": 3}"#)
    let read = try Variation(GeneratedContent(json: #"{"text": "Hi", "score": 1}"#))
    #expect(read.text == "Hi" && read.score == 1 && read.id != variation.id)
    #expect(Variation.generationSchema.debugDescription.contains(#""required": ["text", "score"]"#))
  }

  @Test func aPartiallyGeneratedStructHasOptionalProperties() throws {
    let partial = try Recipe.PartiallyGenerated(GeneratedContent(json: #"{"name": "Sou", "steps": ["Chop"]}"#))
    let name: String? = partial.name
    let steps: [String]? = partial.steps
    let side: Side.PartiallyGenerated? = partial.side
    let difficulty: Difficulty? = partial.difficulty
    #expect(name == "Sou" && steps == ["Chop"] && side == nil && difficulty == nil && partial.minutes == nil)
    let whole = Self.recipe.asPartiallyGenerated()
    #expect(whole.side?.name == "Bread" && whole.minutes == 30 && whole.source == "Vellum")
    // A struct with an `id` of its own keeps it, optional, as its partial form's identity.
    let note = try Note.PartiallyGenerated(GeneratedContent(json: #"{"id": "n1"}"#))
    #expect(note.id == "n1" && note.text == nil)
    let notes: [Note].PartiallyGenerated = try [Note].PartiallyGenerated(GeneratedContent(json: #"[{"text": "a"}]"#))
    #expect(notes.count == 1 && notes[0].id == nil)
    #expect(Difficulty.medium.asPartiallyGenerated() == .medium)
  }

  @Test func schemasDescribeTheTypes() throws {
    let schema = Recipe.generationSchema.debugDescription
    #expect(schema.contains(#""description": "A dish to cook""#) && schema.contains(#""title": "Recipe""#))
    #expect(schema.contains(#""name": {"description": "The dish's name", "type": "string"}"#))
    #expect(schema.contains(#""required": ["name", "steps", "minutes", "difficulty", "source"]"#))
    #expect(Difficulty.generationSchema.debugDescription.contains(#""enum": ["easy", "medium", "hard"]"#))
    #expect(WeatherTool().parameters.debugDescription.contains(#""city""#))

    let dish = DynamicGenerationSchema(
      name: "Dish",
      properties: [
        .init(name: "name", schema: DynamicGenerationSchema(type: String.self)),
        .init(name: "course", schema: DynamicGenerationSchema(referenceTo: "Course"), isOptional: true),
      ])
    let course = DynamicGenerationSchema(name: "Course", anyOf: ["starter", "main"])
    #expect(throws: Never.self) { try GenerationSchema(root: dish, dependencies: [course]) }
    #expect(throws: GenerationSchema.SchemaError.self) { try GenerationSchema(root: dish, dependencies: []) }
  }

  /// A screen that shows its answer when the model is available and a message otherwise.
  struct AssistantScreen: View {
    private let model = SystemLanguageModel.default

    var body: some View {
      switch model.availability {
      case .available: Text("Ask me anything")
      case .unavailable(.deviceNotEligible): Text("This device does not support Apple Intelligence")
      case .unavailable(.appleIntelligenceNotEnabled): Text("Turn on Apple Intelligence")
      case .unavailable(.modelNotReady): Text("The model is downloading")
      }
    }
  }

  /// A card that draws a recipe as it streams in.
  struct RecipeCard: View {
    let recipe: Recipe.PartiallyGenerated

    var body: some View {
      VStack {
        if let name = recipe.name { Text(name) }
        ForEach(recipe.steps ?? [], id: \.self) { Text($0) }
        if let minutes = recipe.minutes { Text("\(minutes) min") }
      }
    }
  }

  func texts(_ view: some View) -> [String] {
    let list = Renderer(view, proposal: ProposedViewSize(width: 390, height: 300)).displayList
    return list.items.compactMap { if case .text(let run, _, _) = $0 { run.string } else { nil } }
  }

  @Test @MainActor func aScreenShowsItsUnavailableBranchAndAPartialRecipe() throws {
    #expect(texts(AssistantScreen()) == ["This device does not support Apple Intelligence"])
    let partial = try Recipe.PartiallyGenerated(GeneratedContent(json: #"{"name": "Soup", "steps": ["Chop"]}"#))
    #expect(texts(RecipeCard(recipe: partial)) == ["Soup", "Chop"])
  }
}

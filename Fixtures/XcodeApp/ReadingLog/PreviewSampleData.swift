import SwiftData
import SwiftUI

/// The notes that previews of the notes screen share, made once.
struct SampleNotes: PreviewModifier {
  static func makeSharedContext() async throws -> ModelContainer {
    let container = try ModelContainer(
      for: ReadingNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for note in ReadingNote.samples {
      container.mainContext.insert(note)
    }
    return container
  }

  func body(content: Content, context: ModelContainer) -> some View {
    content.modelContainer(context)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor static var sampleNotes: Self = .modifier(SampleNotes())
}

import Foundation
import SwiftData
import Testing
import Vellum

@Model
final class ImportedSong {
  var title: String
  var plays: Int
  init(title: String, plays: Int) {
    self.title = title
    self.plays = plays
  }
}

/// A background importer as SwiftData apps write one: a model actor that inserts and
/// updates models in its own context.
@ModelActor
actor SongImporter {
  func importSongs(_ titles: [String]) throws -> [PersistentIdentifier] {
    let songs = titles.map { ImportedSong(title: $0, plays: 0) }
    for song in songs { modelContext.insert(song) }
    try modelContext.save()
    return songs.map(\.persistentModelID)
  }

  func play(_ id: PersistentIdentifier) {
    guard let song = self[id, as: ImportedSong.self] else { return }
    song.plays += 1
  }

  func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<ImportedSong>()) }
}

/// `@ModelActor`: an actor's work on models shows in the container's main context, and in a
/// view's `@Query`, as an import run before a preview draws.
@Suite struct ModelActorTests {
  struct SongList: View {
    @Query(sort: \ImportedSong.title) var songs: [ImportedSong]
    var body: some View {
      VStack { ForEach(songs) { Text("\($0.title) \($0.plays)") } }
    }
  }

  @Test @MainActor func anImportersModelsShowInTheMainContextAndAQuery() async throws {
    let container = try ModelContainer(
      for: ImportedSong.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let importer = SongImporter(modelContainer: container)
    #expect(importer.modelContainer === container)
    let ids = try await importer.importSongs(["Wave", "Alright"])
    await importer.play(ids[0])
    await importer.play(ids[0])
    #expect(try await importer.count() == 2)
    let main = try container.mainContext.fetch(FetchDescriptor<ImportedSong>(sortBy: [SortDescriptor(\.title)]))
    #expect(main.map(\.title) == ["Alright", "Wave"])
    #expect(main.map(\.plays) == [0, 2])

    let snapshot = LayoutSnapshot(
      of: SongList().modelContainer(container), proposal: ProposedViewSize(width: 300, height: 200))
    #expect(!snapshot.frames(ofText: "Alright 0").isEmpty && !snapshot.frames(ofText: "Wave 2").isEmpty)
  }
}

import SwiftData
import SwiftUI

struct NotesView: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \ReadingNote.page) private var notes: [ReadingNote]

  var body: some View {
    List {
      ForEach(notes) { note in
        VStack(alignment: .leading, spacing: 2) {
          Text(note.text)
          Text("\(note.bookTitle), page \(note.page)")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      .onDelete { offsets in
        for index in offsets {
          modelContext.delete(notes[index])
        }
      }
    }
    .overlay {
      if notes.isEmpty {
        ContentUnavailableView(
          "No Notes", systemImage: "square.and.pencil", description: Text("Notes you add while reading appear here."))
      }
    }
    .navigationTitle("Notes")
  }
}

#Preview("Notes") {
  let container = try! ModelContainer(
    for: ReadingNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  for note in ReadingNote.samples {
    container.mainContext.insert(note)
  }
  return NavigationStack {
    NotesView()
  }
  .modelContainer(container)
}

#Preview("No notes") {
  NavigationStack {
    NotesView()
  }
  .modelContainer(for: ReadingNote.self, inMemory: true)
}

#Preview("Shared notes", traits: .sampleNotes) {
  NavigationStack {
    NotesView()
  }
}

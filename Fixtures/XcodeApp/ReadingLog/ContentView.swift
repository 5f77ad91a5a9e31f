import SwiftUI

struct ContentView: View {
  @EnvironmentObject private var library: Library

  var body: some View {
    NavigationStack {
      List {
        Section("Reading") {
          ForEach(library.reading) { book in
            NavigationLink(value: book) { BookRow(book: book) }
          }
        }
        Section("Finished") {
          ForEach(library.finished) { book in
            BookRow(book: book)
          }
        }
      }
      .navigationTitle("Reading Log")
      .navigationDestination(for: Book.self) { book in
        Text(book.title)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add Book", systemImage: "plus") {}
        }
      }
    }
  }
}

#Preview {
  ContentView()
    .environmentObject(Library())
}

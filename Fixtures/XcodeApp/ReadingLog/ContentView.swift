import SwiftUI

struct ContentView: View {
  @EnvironmentObject private var library: Library

  private var summary: LocalizedStringResource {
    "\(library.books.filter(\.isFinished).count) of \(library.books.count) books finished"
  }

  var body: some View {
    NavigationStack {
      List {
        Section("Reading") {
          ForEach(library.reading) { book in
            NavigationLink(value: book) { BookRow(book: book) }
          }
        }
        Section {
          ForEach(library.finished) { book in
            BookRow(book: book)
          }
        } header: {
          Text("Finished")
        } footer: {
          Text(summary)
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

#Preview("German") {
  ContentView()
    .environmentObject(Library())
    .environment(\.locale, Locale(identifier: "de"))
}

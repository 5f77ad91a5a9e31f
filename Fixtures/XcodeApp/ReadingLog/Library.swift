import Combine
import Foundation

struct Book: Identifiable, Hashable {
  let id: Int
  var title: String
  var author: String
  var pages: Int
  var pagesRead: Int

  var isFinished: Bool { pagesRead >= pages }
  var progress: Double { Double(pagesRead) / Double(max(pages, 1)) }
}

extension Book {
  static let samples = [
    Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, pagesRead: 112),
    Book(id: 2, title: "Piranesi", author: "Susanna Clarke", pages: 272, pagesRead: 272),
    Book(id: 3, title: "A Psalm for the Wild-Built", author: "Becky Chambers", pages: 160, pagesRead: 40),
    Book(id: 4, title: "The Dispossessed", author: "Ursula K. Le Guin", pages: 387, pagesRead: 387),
  ]
}

/// The app's model, shared with its views through the environment.
final class Library: ObservableObject {
  @Published var books: [Book]
  @Published var search = ""
  @Published private(set) var visible: [Book] = []

  init(books: [Book] = Book.samples) {
    self.books = books
    $search.combineLatest($books)
      .map { search, books in
        search.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(search) }
      }
      .assign(to: &$visible)
  }

  var reading: [Book] { visible.filter { !$0.isFinished } }
  var finished: [Book] { visible.filter(\.isFinished) }

  func save() {}
}

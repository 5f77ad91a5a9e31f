import Foundation
import SwiftData

@Model
final class ReadingNote {
  var bookTitle: String
  var page: Int
  var text: String
  @Attribute(.externalStorage) var sketch: Data?
  @Transient var isEditing = false

  init(bookTitle: String, page: Int, text: String) {
    self.bookTitle = bookTitle
    self.page = page
    self.text = text
  }
}

extension ReadingNote {
  static var samples: [ReadingNote] {
    [
      ReadingNote(bookTitle: "Piranesi", page: 88, text: "The statues in the ninth vestibule"),
      ReadingNote(bookTitle: "The Left Hand of Darkness", page: 12, text: "Light is the left hand of darkness"),
      ReadingNote(bookTitle: "Piranesi", page: 31, text: "The tides in the drowned halls"),
    ]
  }
}

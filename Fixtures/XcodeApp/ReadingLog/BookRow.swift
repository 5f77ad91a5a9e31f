import SwiftUI

struct BookRow: View {
  let book: Book

  var body: some View {
    HStack(spacing: 12) {
      Image(.bookCover)
        .resizable()
        .frame(width: 32, height: 48)
        .clipShape(.rect(cornerRadius: 3))
      details
    }
  }

  private var details: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(book.title)
          .font(.headline)
        Spacer()
        if book.isFinished {
          Image(systemName: "checkmark.circle.fill")
            .foregroundStyle(.shelfGreen)
        } else {
          Image(.bookmark)
            .foregroundStyle(.secondary)
        }
      }
      Text(book.author)
        .font(.subheadline)
        .foregroundStyle(.secondary)
      if !book.isFinished {
        ProgressView(value: book.progress)
          .tint(Color(.shelfGreen))
      }
    }
    .padding(.vertical, 2)
  }
}

#Preview("Book row", traits: .sizeThatFitsLayout) {
  List {
    BookRow(book: Book.samples[0])
    BookRow(book: Book.samples[1])
  }
}

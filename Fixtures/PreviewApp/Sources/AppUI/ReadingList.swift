import Vellum

extension EnvironmentValues {
  @Entry var shelfName: String = "Home"
}

extension ContainerValues {
  @Entry var isFavorite: Bool = false
}

@Observable
final class Library {
  var title = "Reading list"
  var books = ["Dune", "Emma", "Middlemarch"]
  var favorite = "Emma"
}

final class Reader: ObservableObject {
  @Published var name = "Ada"
}

/// Lays its children out as rows, marking the ones whose container value says so.
struct FavoriteRows<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ForEach(subviews: content) { subview in
        HStack {
          subview
          Spacer()
          if subview.containerValues.isFavorite {
            Image(systemName: "star.fill").foregroundStyle(.yellow)
          }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(.quaternary, in: .rect(cornerRadius: 10))
      }
    }
  }
}

struct ReadingListView: View {
  @Environment(Library.self) private var library
  @StateObject private var reader = Reader()
  @Environment(\.shelfName) private var shelfName

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text(library.title)
        .font(.largeTitle.bold())
      Text("\(reader.name)'s \(shelfName) shelf")
        .foregroundStyle(.secondary)
      FavoriteRows {
        ForEach(library.books, id: \.self) { book in
          Text(book)
            .containerValue(\.isFavorite, book == library.favorite)
        }
      }
    }
    .padding()
  }
}

#Preview {
  ReadingListView()
    .environment(Library())
}

#Preview("Office shelf", traits: .sizeThatFitsLayout) {
  ReadingListView()
    .environment(Library())
    .environment(\.shelfName, "Office")
}

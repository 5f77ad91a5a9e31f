import CoreData
import SwiftUI

struct ShelfView: View {
  @ObservedObject var shelf: Shelf
  @FetchRequest private var items: FetchedResults<Item>

  init(shelf: Shelf) {
    self.shelf = shelf
    _items = FetchRequest(
      sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)],
      predicate: NSPredicate(format: "shelf == %@", shelf))
  }

  var body: some View {
    List {
      ForEach(items) { item in
        ItemRow(item: item)
      }
      Section {
        LabeledContent("Total", value: "\(items.reduce(0) { $0 + Int($1.quantity) })")
      }
    }
    .navigationTitle(shelf.name ?? "Shelf")
  }
}

struct ItemRow: View {
  @ObservedObject var item: Item

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(item.name ?? "Unnamed")
        if let shelf = item.shelf?.name {
          Text(shelf)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer()
      Text("×\(item.quantity)")
        .monospacedDigit()
        .foregroundStyle(.secondary)
    }
  }
}

#Preview("Cupboard") {
  let context = PersistenceController.preview.container.viewContext
  let request: NSFetchRequest<Shelf> = Shelf.fetchRequest()
  request.predicate = NSPredicate(format: "name BEGINSWITH[c] %@", "cup")
  let shelf = try! context.fetch(request).first!
  return NavigationStack {
    ShelfView(shelf: shelf)
  }
  .environment(\.managedObjectContext, context)
}
